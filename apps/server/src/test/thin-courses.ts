import type { SlideModel } from '@complyra/core';

/** Courses with little to ask about (issue 28: two real ones could never be assessed). Slides as `insertModelledCourse` takes them. */
type Slide = Omit<SlideModel, 'number' | 'source' | 'notes'>;

const sentence = (text: string) => ({ text, level: 0, kind: 'statement' as const });

/** Three slides: a title, one slide of three plain sentences, a closing. */
export const threeSlideCourse: Slide[] = [
  { title: 'Clean Desk', role: 'title', points: [] },
  {
    title: 'Clean desk policy',
    role: 'content',
    points: [
      sentence('Lock your screen whenever you leave your desk.'),
      sentence('Keep printed documents in a locked drawer.'),
      sentence('Visitors must be escorted at all times.'),
    ],
  },
  { title: 'Thank you', role: 'closing', points: [] },
];

/** Eight slides of plain sentences, no terms, figures or lists: the kind of clean deck the old engine could not ask about. */
export const plainSentenceCourse: Slide[] = [
  { title: 'Working Safely Online', role: 'title', points: [] },
  { title: 'Passwords', role: 'content', points: [sentence('A strong password is at least 14 characters long.'), sentence('The same password should never be used for two accounts.')] },
  { title: 'Phishing', role: 'content', points: [sentence('Attackers copy the logos of real companies.'), sentence('A phishing e-mail often creates a sense of urgency.')] },
  { title: 'Updates', role: 'content', points: [sentence('Security updates close known weaknesses.'), sentence('Updates should be installed as soon as they are offered.')] },
  { title: 'Public Wi-Fi', role: 'content', points: [sentence('Traffic on public Wi-Fi can be read by others.'), sentence('A VPN protects traffic on public networks.')] },
  { title: 'Backups', role: 'content', points: [sentence('Backups are kept for thirty days.'), sentence('A backup is tested every month.')] },
  { title: 'Reporting', role: 'content', points: [sentence('Report a lost laptop to the service desk at once.'), sentence('The security team answers reports within one hour.')] },
  { title: 'Summary', role: 'content', points: [sentence('Most attacks start with a single e-mail.'), sentence('Careful habits are the best protection.')] },
];

/** A course whose only slide is its title: nothing can be asked. */
export const titleOnlyCourse: Slide[] = [{ title: 'Welcome', role: 'title', points: [] }];
