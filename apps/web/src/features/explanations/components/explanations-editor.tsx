import { builtinInstructions, explanationMessages } from '@complyra/core/explanations/explanations.schema';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageSpinner } from '../../../components/page-spinner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { paths } from '../../../config/paths';
import { mediaLinkRefreshMs } from '../../../lib/media-links';
import { queryKeys } from '../../../lib/query-keys';
import { getSession } from '../../../lib/session';
import { getExplanations, useExplanations } from '../../../lib/queries/explanations';
import { enhanceAllExplanations, enhanceSlide, updateExplanation } from '../api/explanations-api';
import { renewMediaLinks } from '../utils/renew-media-links';
import { originalOf, popPrevious, pushPrevious, rememberOriginal } from '../utils/revert-history';
import { type EditorSlide, ExplanationCard } from './explanation-card';

const revertToast = { duration: 5000 };
const errorMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

type ExplanationsEditorProps = { courseId: string; tenantId: string };

/** /admin/course/{courseId}/explanations: review, edit, approve and enhance the organization's explanations. */
export function ExplanationsEditor({ courseId, tenantId }: ExplanationsEditorProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Fetched again while the editor stays open: the audio links expire within the hour.
  const query = useExplanations(courseId, tenantId, { refetchInterval: mediaLinkRefreshMs });
  const [slides, setSlides] = useState<EditorSlide[] | null>(null);
  const [busySlide, setBusySlide] = useState<number | null>(null);
  const [prompt, setPrompt] = useState('');
  const [enhancing, setEnhancing] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const pollers = useRef(new Set<ReturnType<typeof setInterval>>());

  useEffect(() => {
    if (!query.data || slides) return;
    for (const s of query.data) rememberOriginal(courseId, s.slide, s.explanation);
    setSlides(query.data);
  }, [query.data, slides, courseId]);

  // A fresh answer renews the held audio and subtitle links; the texts being edited stay.
  useEffect(() => {
    const fresh = query.data;
    if (fresh) setSlides((held) => held && renewMediaLinks(held, fresh));
  }, [query.data]);

  useEffect(() => {
    if (query.isError) toast.error(explanationMessages.loadFailed);
  }, [query.isError]);

  useEffect(() => {
    const active = pollers.current;
    return () => active.forEach(clearInterval);
  }, []);

  const replace = (slide: number, change: Partial<EditorSlide>) =>
    setSlides((current) => current?.map((s) => (s.slide === slide ? { ...s, ...change } : s)) ?? current);

  /** A local change: the previous text goes to the revert history and the slide needs approving again. */
  const changeLocally = (slide: EditorSlide, explanation: string) => {
    pushPrevious(courseId, slide.slide, slide.explanation);
    replace(slide.slide, { explanation, isApproved: false });
  };

  /** Until the new audio is spoken, check every 2 s for a new audio link. */
  const waitForAudio = (slideNumber: number, oldAudio: string | null) => {
    const timer = setInterval(() => {
      void getExplanations(courseId, tenantId)
        .then((fresh) => {
          const now = fresh.find((s) => s.slide === slideNumber);
          if (now?.explanation_audio && now.explanation_audio !== oldAudio) {
            clearInterval(timer);
            pollers.current.delete(timer);
            const { explanation_audio, explanation_subtitle } = now;
            replace(slideNumber, { explanation_audio, explanation_subtitle, audioPreparing: false });
          }
        })
        .catch(() => undefined);
    }, 2000);
    pollers.current.add(timer);
  };

  const approve = async (slide: EditorSlide) => {
    setBusySlide(slide.slide);
    try {
      const saved = await updateExplanation({ courseId, tenantId, slideIndex: slide.slide, explanation: slide.explanation });
      if (saved.audioStatus === 'preparing') {
        const { explanation, isApproved, review } = saved;
        replace(slide.slide, { explanation, isApproved, review, audioPreparing: true });
        waitForAudio(slide.slide, slide.explanation_audio);
      } else {
        replace(slide.slide, { ...saved, audioPreparing: false });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.courseExplanations(tenantId, courseId) });
      toast.success(explanationMessages.updated);
    } catch {
      toast.error(explanationMessages.saveFailed);
    } finally {
      setBusySlide(null);
    }
  };

  const revert = (slide: EditorSlide) => {
    const previous = popPrevious(courseId, slide.slide);
    if (previous === null) {
      toast.info(explanationMessages.noPrevious, revertToast);
      return;
    }
    replace(slide.slide, { explanation: previous, isApproved: false });
    toast.success(explanationMessages.revertedPrevious, revertToast);
  };

  const clear = (slide: EditorSlide) => {
    const original = originalOf(courseId, slide.slide) ?? slide.explanation;
    if (original !== slide.explanation) pushPrevious(courseId, slide.slide, slide.explanation);
    replace(slide.slide, { explanation: original, isApproved: false });
    toast.success(explanationMessages.revertedOriginal, revertToast);
  };

  const enhanceOne = async (slide: EditorSlide, queryPrompt: string) => {
    if (!slides) return;
    const index = slides.findIndex((s) => s.slide === slide.slide);
    try {
      const result = await enhanceSlide({
        courseId,
        tenantId,
        explanationArray: slides.map(({ slide: n, content, explanation }) => ({ slide: n, content, explanation })),
        queryIndex: index,
        queryPrompt,
      });
      const text = result.explanation_array?.[index]?.explanation;
      if (typeof text !== 'string') {
        toast.error(explanationMessages.invalidAiResponse);
        return;
      }
      if (result.message) toast.info(result.message);
      if (text !== slide.explanation) {
        changeLocally(slide, text);
        toast.success(explanationMessages.saved);
      }
    } catch (error) {
      toast.error(explanationMessages.generateFailed, { description: errorMessage(error, explanationMessages.aiFailed) });
    }
  };

  const enhanceAll = async () => {
    const { token } = getSession();
    if (!prompt.trim() || !courseId || !tenantId || !token) {
      toast.error(explanationMessages.missingParameters);
      return;
    }
    setEnhancing(true);
    setProgress(null);
    try {
      const result = await enhanceAllExplanations({ courseId, tenantId, queryPrompt: prompt.trim() }, (done, total) =>
        setProgress({ done, total }),
      );
      if (!result.success) {
        toast.error(result.message || explanationMessages.enhanceFailed);
        return;
      }
      const before = new Map(slides?.map((s) => [s.slide, s.explanation]));
      for (const s of result.explanations) {
        const old = before.get(s.slide);
        if (old !== undefined && old !== s.explanation) pushPrevious(courseId, s.slide, old);
      }
      setSlides(result.explanations);
      toast.success(explanationMessages.enhanced);
    } catch (error) {
      toast.error(errorMessage(error, explanationMessages.enhanceFailed));
    } finally {
      setEnhancing(false);
      setProgress(null);
    }
  };

  const backToCourse = () => {
    // Back to the admin preview (the spec's first reading); the session carries the token.
    void navigate(`${paths.adminCoursePlay.getHref(courseId)}?${new URLSearchParams({ tenantId })}`);
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-6 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={backToCourse}>
          <ArrowLeft aria-hidden="true" /> Back to Course
        </Button>
        <h1 className="font-semibold text-2xl">{explanationMessages.title}</h1>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Enhance Content</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Textarea
            aria-label="Enhance Content"
            placeholder={explanationMessages.promptPlaceholder}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            className="max-h-[200px]"
            disabled={enhancing}
          />
          <div className="flex flex-wrap items-center gap-2" aria-label="Suggestions">
            <span className="text-muted-foreground text-xs">Suggestions:</span>
            {builtinInstructions.map((instruction) => (
              <Button
                key={instruction}
                type="button"
                size="sm"
                variant="secondary"
                className="h-7 rounded-full px-3 text-xs"
                disabled={enhancing}
                onClick={() => setPrompt(instruction)}
              >
                {instruction}
              </Button>
            ))}
          </div>
          <div className="flex items-center gap-3">
            <Button type="button" onClick={() => void enhanceAll()} disabled={enhancing || !prompt.trim()}>
              {enhancing ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {enhancing ? 'Enhancing...' : 'Enhance Content'}
            </Button>
            {progress ? (
              <span role="status" className="text-muted-foreground text-sm">
                Batch {progress.done} of {progress.total} done
              </span>
            ) : null}
          </div>
        </CardContent>
      </Card>

      {query.isPending && !slides ? (
        <PageSpinner />
      ) : !slides || slides.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{explanationMessages.empty}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {slides.map((slide) => (
            <li key={slide.slide}>
              <ExplanationCard
                slide={slide}
                busy={busySlide === slide.slide || enhancing}
                onSaveLocal={(text) => {
                  changeLocally(slide, text);
                  toast.success(explanationMessages.saved);
                }}
                onApprove={() => void approve(slide)}
                onRevert={() => revert(slide)}
                onClear={() => clear(slide)}
                onEnhance={(p) => enhanceOne(slide, p)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
