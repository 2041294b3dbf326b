import { chatMessages } from '@complyra/core/chat/chat.messages';
import { useState } from 'react';
import { ChatSheet } from './chat-sheet';
import { Chatbot, type ChatbotProps } from './chatbot';

const courseInAddress = () => typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('selectedCourse');

/** The floating button of the employee dashboard and the General Chatbot drawer it opens on the right. */
export function ChatbotDrawer(props: Omit<ChatbotProps, 'onClose'>) {
  // A course named in the address (?selectedCourse=) opens the drawer on it.
  const [open, setOpen] = useState(courseInAddress);
  return (
    <ChatSheet open={open} onOpenChange={setOpen} label={chatMessages.title} side="right">
      <Chatbot {...props} onClose={() => setOpen(false)} />
    </ChatSheet>
  );
}
