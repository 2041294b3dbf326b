import { courseFinishThreshold, playbackSpeeds, slideAdvanceThreshold } from './progress.rules.ts';

// The server's rules for a learner's journey through a course (issue 12): the player's 80% rules are
// checked again where they cannot be skipped. Pure, so the server and its tests share them.

export const journeyMessages = {
  skipped: 'You cannot move past a slide you have not reached yet.',
  tooFast: 'This slide was left sooner than its narration can play, even at 2x speed. Please listen to it first.',
  aheadOfSlides: 'Progress cannot be ahead of the slides you have completed.',
  notFinished: 'Reach the last slide and complete at least 80% of the slides before completing the course.',
  noSuchSlide: 'This course has no such slide.',
} as const;

const fastestSpeed = Math.max(...playbackSpeeds);
/** Slack for clocks, network and the auto-advance: 10% plus one second. */
const marginFactor = 0.9;
const marginSeconds = 1;

/** The least time a learner can spend on a slide with this much audio before leaving it forward. */
export function minSecondsOnSlide(audioSeconds: number | null | undefined): number {
  if (!audioSeconds || !Number.isFinite(audioSeconds) || audioSeconds <= 0) return 0;
  return Math.max(0, ((audioSeconds * slideAdvanceThreshold) / fastestSpeed) * marginFactor - marginSeconds);
}

/** Where the learner stands in a course, as the server recorded it. */
export interface Journey {
  slideCount: number;
  /** The furthest slide reached (1-based), 0 before the first report. */
  furthest: number;
  /** When the furthest slide was reached (ms), null when unknown. */
  furthestReachedAt: number | null;
  /** Seconds of audio of the furthest slide. */
  furthestAudioSeconds: number | null;
  /** Slides left forward (or the last one finished). */
  completedSlides: number;
  /** Skippable courses let the learner seek in the audio, so the time check does not apply. */
  skippable: boolean;
}

export interface JourneyReport {
  progress: number;
  slideNumber?: number;
  finishing: boolean;
}

/** What a report changes: the slide newly reached and the slide it completes (both 1-based). */
export type JourneyStep =
  | { ok: true; reach: number | null; complete: number | null; completedSlides: number }
  | { ok: false; message: string };

function leftTooSoon(journey: Journey, now: number): boolean {
  if (journey.skippable || journey.furthest === 0) return false;
  // A slide whose arrival the server never saw (progress from before slide records) cannot be timed.
  if (journey.furthestReachedAt === null) return false;
  return now - journey.furthestReachedAt < minSecondsOnSlide(journey.furthestAudioSeconds) * 1000;
}

/** Percent of the course's slides completed, as the player posts it. */
function percentOf(completed: number, slideCount: number) {
  return slideCount <= 0 ? 0 : Math.round((completed / slideCount) * 100);
}

/**
 * Judges one report against the recorded journey: no slide skipped, no slide left faster than its audio
 * plays at 2x, progress no higher than the slides completed, and a completion only on the last slide with
 * 80% of the slides completed.
 */
export function judgeReport(journey: Journey, report: JourneyReport, now: number): JourneyStep {
  const { slideCount, furthest } = journey;
  const target = report.finishing ? slideCount : report.slideNumber;
  if (target !== undefined && (target < 1 || target > slideCount)) return { ok: false, message: journeyMessages.noSuchSlide };
  let reach: number | null = null;
  let complete: number | null = null;
  let completedSlides = journey.completedSlides;

  if (report.finishing) {
    if (furthest < slideCount) return { ok: false, message: journeyMessages.notFinished };
    if (journey.completedSlides < slideCount) {
      if (leftTooSoon(journey, now)) return { ok: false, message: journeyMessages.tooFast };
      complete = slideCount;
      completedSlides += 1;
    }
    const enough = percentOf(completedSlides, slideCount) >= courseFinishThreshold;
    if (!enough) return { ok: false, message: journeyMessages.notFinished };
    return { ok: true, reach, complete, completedSlides };
  }

  if (target !== undefined && target > furthest) {
    if (target > furthest + 1) return { ok: false, message: journeyMessages.skipped };
    if (furthest > 0) {
      if (leftTooSoon(journey, now)) return { ok: false, message: journeyMessages.tooFast };
      complete = furthest;
      completedSlides += 1;
    }
    reach = target;
  }
  if (report.progress > percentOf(completedSlides, slideCount)) return { ok: false, message: journeyMessages.aheadOfSlides };
  return { ok: true, reach, complete, completedSlides };
}
