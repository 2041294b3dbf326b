import type { Explanation } from '@complyra/core/courses/courses.schema';
import { explanationMessages } from '@complyra/core/explanations/explanations.schema';
import { CheckCircle2, Circle, Info, Loader2, Pause, Play, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ReviewMark } from './review-mark';

export type EditorSlide = Explanation & { audioPreparing?: boolean };

type ExplanationCardProps = {
  slide: EditorSlide;
  busy: boolean;
  onSaveLocal: (text: string) => void;
  onApprove: () => void;
  onRevert: () => void;
  onClear: () => void;
  onEnhance: (prompt: string) => Promise<void>;
};

/** One slide: its content, its explanation (double-click to edit), its audio and approval, and its actions. */
export function ExplanationCard({ slide, busy, onSaveLocal, onApprove, onRevert, onClear, onEnhance }: ExplanationCardProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(slide.explanation);
  const [prompting, setPrompting] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [enhancing, setEnhancing] = useState(false);
  const [playing, setPlaying] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);

  // A renewed or new audio link is taken once the narration is not playing: a new source would stop it.
  const [audioSrc, setAudioSrc] = useState(slide.explanation_audio);
  useEffect(() => {
    if (!playing) setAudioSrc(slide.explanation_audio);
  }, [slide.explanation_audio, playing]);

  const startEditing = () => {
    setDraft(slide.explanation);
    setEditing(true);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      setEditing(false);
      if (draft.trim() && draft !== slide.explanation) onSaveLocal(draft.trim());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(false);
    }
  };

  const enhance = async () => {
    if (!prompt.trim()) {
      toast.error(explanationMessages.enterPrompt);
      return;
    }
    setEnhancing(true);
    try {
      await onEnhance(prompt.trim());
      setPrompting(false);
      setPrompt('');
    } finally {
      setEnhancing(false);
    }
  };

  const togglePlay = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setPlaying(false));
    else audio.pause();
  };

  return (
    <Card data-testid={`explanation-slide-${slide.slide}`}>
      <CardHeader className="flex flex-row flex-wrap items-center gap-2">
        <CardTitle className="text-base">Slide {slide.slide}</CardTitle>
        {slide.isApproved ? (
          <Badge variant="secondary" className="gap-1">
            <CheckCircle2 className="size-3" aria-hidden="true" /> Approved
          </Badge>
        ) : (
          <Badge variant="outline" className="gap-1">
            <Circle className="size-3" aria-hidden="true" /> Not approved
          </Badge>
        )}
        <ReviewMark slide={slide.slide} reasons={slide.review} />
        <div className="ml-auto flex items-center gap-2">
          {slide.audioPreparing ? (
            <span role="status" className="flex items-center gap-1 text-muted-foreground text-xs">
              <Loader2 className="size-3 animate-spin" aria-hidden="true" /> {explanationMessages.audioPreparing}
            </span>
          ) : null}
          {slide.explanation_audio ? (
            <>
              <audio
                ref={audioRef}
                src={audioSrc ?? slide.explanation_audio}
                preload="metadata"
                data-testid={`explanation-audio-${slide.slide}`}
                onPlay={() => setPlaying(true)}
                onPause={() => setPlaying(false)}
                onEnded={() => setPlaying(false)}
              />
              <Button type="button" size="sm" variant="outline" onClick={togglePlay} aria-label={`${playing ? 'Pause' : 'Play'} audio of slide ${slide.slide}`}>
                {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                {playing ? 'Pause' : 'Play'}
              </Button>
            </>
          ) : (
            <span className="text-muted-foreground text-xs">No audio yet</span>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div>
          <h3 className="font-medium text-muted-foreground text-xs uppercase">Content</h3>
          <p className="whitespace-pre-line text-sm">{slide.content}</p>
        </div>
        <div>
          <h3 className="font-medium text-muted-foreground text-xs uppercase">Explanation</h3>
          {editing ? (
            <Textarea
              autoFocus
              aria-label={`Edit explanation of slide ${slide.slide}`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={() => setEditing(false)}
              className="min-h-28"
            />
          ) : (
            <p
              className="cursor-text rounded-md p-1 text-sm hover:bg-muted"
              title="Double-click to edit"
              data-testid={`explanation-text-${slide.slide}`}
              onDoubleClick={startEditing}
            >
              {slide.explanation}
            </p>
          )}
          {slide.isApproved ? null : (
            <p className="mt-1 flex items-center gap-1 text-amber-800 text-xs dark:text-amber-300">
              <Info className="size-3 shrink-0" aria-hidden="true" />
              {explanationMessages.notApprovedNote}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" onClick={onApprove} disabled={busy || editing}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Approve
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onRevert} disabled={busy}>
            Revert
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onClear} disabled={busy}>
            Clear
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setPrompting((open) => !open)} disabled={busy}>
            <Sparkles aria-hidden="true" />
            Enhance Explanation
          </Button>
        </div>
        {prompting ? (
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void enhance();
            }}
          >
            <Input
              aria-label={`How to enhance slide ${slide.slide}`}
              placeholder="How should this explanation change?"
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
            />
            <Button type="submit" size="sm" disabled={enhancing}>
              {enhancing ? 'Enhancing...' : 'Enhance'}
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
