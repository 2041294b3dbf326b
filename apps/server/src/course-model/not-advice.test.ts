import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';
import { namesAdvice, namesHarm, namesPlans, saysWhatAnAttackerDoes } from './not-advice.ts';
import { templateMisfits } from './template-fit.ts';

// Lines from the OWASP Top 10 2013 talk, as the deck and its outlined PDF (read by OCR) give them: under
// "Typical Impact", in a drawing of an attack or saying what an attacker does, a line opening with a verb says
// what happens. "Make sure you access sensitive data" taught the listener to do the harm.

const slideOf = (title: string, lines: DeckLine[], source: DeckSlideText['source'] = 'text'): DeckSlideText => ({
  number: 32, title, text: lines.map((l) => l.text).join('\n'), notes: '', lines, source,
});

describe('lines that are no advice', () => {
  it('says the points under "Typical Impact" as the list they are', () => {
    const { narration } = narrateOneSlide(
      slideOf('2013-A8 – Cross Site Request Forgery (CSRF)', [
        { text: 'Typical Impact', level: 0, block: 2 },
        { text: 'Initiate transactions (transfer funds, logout user, close account)', level: 1, block: 2 },
        { text: 'Access sensitive data', level: 1, block: 2 },
        { text: 'Change account details', level: 1, block: 2 },
      ]),
    );
    expect(narration).not.toContain('Make sure you');
    expect(narration).toContain('Typical Impact: initiate transactions (transfer funds, logout user, close account), access sensitive data and change account details.');
  });

  it('says what a hacker could make you do as what happens, after the question that asks it (OCR lost the heading)', () => {
    const { narration } = narrateOneSlide(
      slideOf(
        'Request Forgery',
        [
          { text: 'What if a hacker could steer your mouse and get you to click on links in your online banking application?', level: 0, block: 1 },
          { text: 'What could they make you do?', level: 0, block: 1 },
          { text: 'Initiate transactions (transfer funds, logout user, close account)', level: 0, block: 1 },
          { text: 'Access sensitive data', level: 0, block: 1 },
        ],
        'ocr',
      ),
    );
    expect(narration).not.toContain('Make sure you');
    expect(narration).toContain('What could they make you do? Initiate transactions (transfer funds, logout user, close account) and access sensitive data.');
  });

  it('never wraps what an attacker does, nor a line on the drawing of an attack, as advice', () => {
    const attack = narrateOneSlide(
      slideOf('CSRF Illustrated', [
        { text: 'Attacker sets the trap on some website on the internet', level: 0, block: 0 },
        { text: 'Hidden tag contains', level: 0, block: 1 },
        { text: 'attack vulnerable site', level: 0, block: 1 },
      ]),
    ).narration;
    expect(attack).not.toContain('Make sure you attack');
    const scenario = narrateOneSlide(
      slideOf('Example Attack Scenario', [{ text: 'Steal the session cookie and replay it from another browser', level: 0, block: 0 }]),
    ).narration;
    expect(scenario).not.toContain('Make sure you');
    expect(scenario).toContain('Steal the session cookie and replay it from another browser.');
  });

  it('still gives advice under a heading that heads off the harm', () => {
    const { narration } = narrateOneSlide(
      slideOf('A8 – Avoiding CSRF Flaws', [
        { text: 'Typical Impact', level: 0, block: 0 },
        { text: 'Access sensitive data', level: 1, block: 0 },
        { text: 'How to prevent it', level: 0, block: 1 },
        { text: 'Add a secret token to all sensitive requests', level: 1, block: 1 },
      ]),
    );
    expect(narration).toContain('Make sure you add a secret token to all sensitive requests.');
    expect(narration).not.toContain('Make sure you access');
  });

  it('the template check flags advice that wraps what an attacker does', () => {
    expect(templateMisfits(['Make sure you attack vulnerable site.'], 'en')).toEqual([
      { sentence: 'Make sure you attack vulnerable site.', why: 'it wraps what an attacker does, not advice' },
    ]);
  });

  it('tells headings of harm from headings of advice', () => {
    expect(['Typical Impact', 'Attack Vectors', 'Example Attack Scenario', 'CSRF Illustrated', 'Risks'].map(namesHarm)).toEqual([true, true, true, true, true]);
    expect(['A8 – Avoiding CSRF Flaws', 'How to prevent attacks', 'Risk management', 'Recommendations'].map(namesHarm)).toEqual([false, false, false, false]);
    expect(namesAdvice('How to prevent it')).toBe(true);
    expect(['Steal credentials', 'Redirect victim to phishing or malware site', 'Use strong passwords'].map(saysWhatAnAttackerDoes)).toEqual([true, true, false]);
  });

  it('says the authors\' plans as plans, not as orders to the listener (NIST OSCAL \'Future OSCAL work\')', () => {
    const { narration } = narrateOneSlide(
      slideOf('Future OSCAL work', [
        { text: 'Represent the following in standardized, machine-readable formats', level: 0, block: 1 },
        { text: 'How each control is implemented on a system', level: 1, block: 1 },
        { text: 'Verify whether each control meets the options specified in the profile', level: 0, block: 1 },
      ]),
    );
    expect(narration).not.toContain('Make sure you');
    expect(narration).toContain('Represent the following in standardized, machine-readable formats');
    expect(['Future OSCAL work', 'Notional plan for Sprint 4', 'Roadmap', 'Long-term goals'].map(namesPlans)).toEqual([true, true, true, true]);
    expect(['Incident response plan: what to do', 'Report phishing', 'Password rules'].map(namesPlans)).toEqual([false, false, false]);
  });
});
