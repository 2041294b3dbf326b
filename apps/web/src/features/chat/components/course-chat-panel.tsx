import type { ChatSource } from '@complyra/core/chat/chat.schema';
import { useState } from 'react';
import { ChatSheet } from './chat-sheet';
import { Chatbot } from './chatbot';

type CourseChatPanelProps = {
  courseId: string;
  tenantId: string;
  onOpenSource: (source: ChatSource) => void;
};

/**
 * The course player's chat help panel: beside the slides on a wide screen, a sheet from the bottom on a
 * phone. Both ask the course chatbot about this course only.
 */
export function CourseChatPanel({ courseId, tenantId, onOpenSource }: CourseChatPanelProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const chat = (onClose?: () => void) => (
    <Chatbot
      tenantId={tenantId}
      initialCourseId={courseId}
      hideCourseSelector
      onClose={onClose}
      onOpenSource={(source) => {
        setSheetOpen(false);
        onOpenSource(source);
      }}
    />
  );
  return (
    <>
      <aside
        aria-label="Chat help"
        // The window less the fixed header (4rem) and this panel's margins (2rem): its input stays on screen.
        className="hidden h-[calc(100dvh-6rem)] w-96 shrink-0 overflow-hidden rounded-xl border lg:sticky lg:top-20 lg:my-4 lg:mr-4 lg:flex lg:flex-col"
      >
        {chat()}
      </aside>
      <ChatSheet open={sheetOpen} onOpenChange={setSheetOpen} label="Chat help" side="bottom" triggerClassName="right-4 bottom-20 size-12 lg:hidden">
        {chat(() => setSheetOpen(false))}
      </ChatSheet>
    </>
  );
}
