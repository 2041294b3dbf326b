import { chatMessages } from '@complyra/core/chat/chat.messages';
import type { ChatMessage, ChatSource } from '@complyra/core/chat/chat.schema';
import { BookOpen, Mic, MicOff, Send, X } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';
import { useEnabledCourses } from '../../../lib/queries/enabled-courses';
import { askCourseChatbot, askGeneralChatbot, useChatbotMaterial, useTenantCompany } from '../api/chat-api';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';
import { ChatReply } from './chat-reply';

type ShownMessage = ChatMessage & { sources?: ChatSource[] };

export type ChatbotProps = {
  tenantId: string;
  /** A course selected from the start (also read from the address: ?selectedCourse=). */
  initialCourseId?: string | null;
  /** The player's panel: one course, no selector. */
  hideCourseSelector?: boolean;
  onClose?: () => void;
  /** A cited slide was chosen: open the player there. */
  onOpenSource?: (source: ChatSource) => void;
};

const courseFromAddress = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('selectedCourse');

const sourceLabel = (source: ChatSource, general: boolean) =>
  `Slide ${source.slide}${source.slideTitle ? ` – ${source.slideTitle}` : ''}${general ? ` · ${source.courseTitle}` : ''}`;

/** The chatbot screen (spec 001 §2 General chatbot panel): general chat, or about one selected course. */
export function Chatbot({ tenantId, initialCourseId = null, hideCourseSelector = false, onClose, onOpenSource }: ChatbotProps) {
  const [selectedId, setSelectedId] = useState<string | null>(() => initialCourseId ?? courseFromAddress());
  const [showCourses, setShowCourses] = useState(false);
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [input, setInput] = useState('');
  const [isLoading, setLoading] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);

  const courses = useEnabledCourses(tenantId);
  const company = useTenantCompany(tenantId);
  const material = useChatbotMaterial(selectedId, tenantId);
  const selected = courses.data?.find((c) => c.id === selectedId) ?? null;
  const selectedTitle = selected?.title ?? null;
  // Without the selector the panel is the player's: it answers about that one course only.
  const title = hideCourseSelector ? chatMessages.courseTitle : chatMessages.title;

  useEffect(() => {
    if (courses.isError) toast.error(chatMessages.loadCoursesFailed, { id: chatMessages.loadCoursesFailed });
  }, [courses.isError]);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, isLoading]);

  const speech = useSpeechRecognition(
    useCallback((transcript: string) => setInput((current) => (current.trim() ? `${current.trimEnd()} ${transcript}` : transcript)), []),
  );

  const choose = (courseId: string) => {
    // Selecting again deselects; either way the conversation starts over.
    setSelectedId((current) => (current === courseId ? null : courseId));
    setMessages([]);
  };

  const needsCourseData = selectedId !== null && (!material.data || !company.data);
  const canSend = !isLoading && input.trim() !== '' && !needsCourseData;

  const send = async () => {
    if (!canSend) return;
    const question = input.trim();
    const history: ChatMessage[] = [...messages.map(({ role, content }) => ({ role, content })), { role: 'user', content: question }];
    setMessages((current) => [...current, { role: 'user', content: question }]);
    setInput('');
    setLoading(true);
    try {
      const answer = selectedId
        ? await askCourseChatbot(selectedId, tenantId, history, { presentationUrl: material.data ?? '', companyName: company.data ?? 'Your Company' })
        : await askGeneralChatbot(tenantId, history);
      setMessages((current) => [...current, { role: 'assistant', content: answer.response, sources: answer.sources }]);
    } catch {
      toast.error(selectedId ? chatMessages.courseFailed : chatMessages.generalFailed);
      // Nothing typed is lost: the question goes back into the input.
      setMessages((current) => current.slice(0, -1));
      setInput(question);
    } finally {
      setLoading(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  const placeholder = speech.isListening
    ? chatMessages.listening
    : selectedTitle
      ? chatMessages.coursePlaceholder(selectedTitle)
      : chatMessages.generalPlaceholder;

  return (
    <section className="flex h-full min-h-0 flex-col bg-background" aria-label={title}>
      <header className="flex items-start justify-between gap-2 border-b p-4">
        <div className="min-w-0">
          <h2 className="font-semibold text-lg">{title}</h2>
          <p className="text-muted-foreground text-sm">
            {selectedTitle ? chatMessages.courseSubtitle(selectedTitle) : chatMessages.generalSubtitle}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {hideCourseSelector ? null : (
            <Button variant="outline" size="sm" onClick={() => setShowCourses((v) => !v)} aria-expanded={showCourses}>
              <BookOpen aria-hidden="true" />
              {showCourses ? chatMessages.hideCourses : chatMessages.showCourses}
            </Button>
          )}
          {onClose ? (
            <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close">
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </header>

      {!hideCourseSelector && showCourses ? (
        <div className="max-h-56 overflow-y-auto border-b p-3">
          {courses.isPending ? (
            <p className="text-center text-muted-foreground text-sm">{chatMessages.loadingCourses}</p>
          ) : (courses.data ?? []).length === 0 ? (
            <div className="text-center text-sm">
              <p className="font-medium">{chatMessages.noCourses}</p>
              <p className="text-muted-foreground">{chatMessages.noCoursesHint}</p>
            </div>
          ) : (
            <ul className="grid grid-cols-2 gap-2" aria-label="Courses">
              {(courses.data ?? []).map((course) => (
                <li key={course.id}>
                  <button
                    type="button"
                    aria-pressed={course.id === selectedId}
                    onClick={() => choose(course.id)}
                    className={cn(
                      'w-full rounded-md border p-2 text-left text-sm transition-colors hover:bg-accent',
                      course.id === selectedId && 'border-primary bg-primary/10 font-medium',
                    )}
                  >
                    {course.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-muted-foreground text-xs">{chatMessages.hint}</p>
        </div>
      ) : null}

      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-4" aria-live="polite">
        {messages.length === 0 ? <p className="text-center text-muted-foreground text-sm">{chatMessages.greeting}</p> : null}
        {messages.map((message, i) => (
          <div key={i} className={cn('flex', message.role === 'user' ? 'justify-end' : 'justify-start')}>
            <div
              data-role={message.role}
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2 text-sm',
                message.role === 'user' ? 'whitespace-pre-wrap bg-primary text-primary-foreground' : 'bg-muted',
              )}
            >
              {message.role === 'user' ? message.content : <ChatReply text={message.content} />}
              {message.sources && message.sources.length > 0 ? (
                <div className="mt-2 flex flex-wrap gap-1 border-t pt-2" aria-label="Sources">
                  {message.sources.map((source) => (
                    <button
                      key={`${source.courseId}:${source.slide}`}
                      type="button"
                      className="rounded border bg-background px-2 py-0.5 text-xs hover:bg-accent"
                      onClick={() => onOpenSource?.(source)}
                    >
                      {sourceLabel(source, selectedId === null)}
                    </button>
                  ))}
                </div>
              ) : null}
            </div>
          </div>
        ))}
        {isLoading ? <p className="text-muted-foreground text-sm">{chatMessages.typing}</p> : null}
        <div ref={endRef} />
      </div>

      <div className="flex items-end gap-2 border-t p-3">
        <Textarea
          aria-label="Your question"
          rows={2}
          className="max-h-32 min-h-10 resize-none"
          placeholder={placeholder}
          value={speech.isListening ? speech.transcript : input}
          readOnly={speech.isListening}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {speech.isSupported ? (
          <Button
            variant={speech.isListening ? 'destructive' : 'outline'}
            size="icon"
            onClick={speech.toggle}
            aria-label={speech.isListening ? 'Stop voice input' : 'Start voice input'}
            aria-pressed={speech.isListening}
          >
            {speech.isListening ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
          </Button>
        ) : null}
        <Button size="icon" onClick={() => void send()} disabled={!canSend} aria-label="Send">
          <Send aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
