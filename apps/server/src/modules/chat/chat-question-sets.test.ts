import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CourseModel } from '@complyra/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseModelOfDeck, deckFolder } from '../../test/deck-course-models.ts';
import { builtinAnswer } from './builtin-answer.ts';
import { ChatIndex, courseDocuments } from './chat-index.ts';
import type { OrganizationFacts } from './organization-facts.ts';
import { figuresOf, judge, type QuestionResult, type QuestionSet } from './question-set-score.ts';

// The built-in chat engine on the corpus decks, asked the question sets written before any tuning
// (question-sets/*.json: questions in a learner's own words, and questions the course does not cover).
// The floors are the figures reached when the sets were last measured (`npm run check:chat`): a change that
// loses ground fails here. The untuned set was never looked at while tuning.

const facts: OrganizationFacts = {
  companyName: 'Quality Org',
  details: null,
  pocs: [{ role: 'Training lead', name: 'Pat Lee', contact: 'pat@quality-org.test' }],
};
const readSet = (name: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'question-sets', `${name}.json`), 'utf8')) as QuestionSet;

describe('the chat on the corpus decks (built-in engine)', () => {
  const models = new Map<string, CourseModel>();
  const indexes = new Map<string, ChatIndex>();
  const tuning = readSet('tuning');
  const untuned = readSet('untuned');
  const third = readSet('untuned-2');
  const fourth = readSet('untuned-3');
  const fifth = readSet('untuned-4');
  const sixth = readSet('untuned-5');
  const tuningNearTopic = readSet('tuning-2');
  const tuningCourseWords = readSet('tuning-3');
  const seventh = readSet('untuned-6');
  const tuningEveryday = readSet('tuning-4');
  const tuningLate = readSet('tuning-5');
  const tuningOffTopic = readSet('tuning-6');
  const eighth = readSet('untuned-7');
  const tuningChatH = readSet('tuning-7');
  const ninth = readSet('untuned-8');
  const tuningChatI = readSet('tuning-8');
  const tuningTenth = readSet('tuning-11');
  const tuningNinth = readSet('tuning-9');
  const tuningSubject = readSet('tuning-10');
  const tuningTwelfth = readSet('tuning-12');
  const eleventh = readSet('untuned-11');

  beforeAll(async () => {
    for (const deck of tuning.decks) {
      const model = await courseModelOfDeck(path.join(deckFolder, deck.file));
      models.set(deck.file, model);
      indexes.set(deck.file, new ChatIndex([courseDocuments({ id: deck.file, title: deck.title }, model)]));
    }
  }, 120_000);

  const ask = (file: string, title: string, question: string, earlier: string[] = []) =>
    builtinAnswer(indexes.get(file)!, question, { courseTitle: title }, facts, earlier);

  const results = (set: QuestionSet, english: boolean | null = null) =>
    set.decks
      .filter((deck) => english === null || (models.get(deck.file)!.language === 'en') === english)
      .flatMap((deck) => deck.questions.map((q): QuestionResult => judge(q, ask(deck.file, deck.title, q.q))));

  it('the tuning set: the right slide among the ≤ 3 cited for 40 of 45 covered questions, few wrong answers', () => {
    const figures = figuresOf(results(tuning));
    expect(figures.rightCited).toBeGreaterThanOrEqual(40);
    expect(figures.rightFirst).toBeGreaterThanOrEqual(33);
    expect(figures.wrongAnswers).toBeLessThanOrEqual(2);
    expect(figures.coveredRefused).toBeLessThanOrEqual(3);
    expect(figures.notCoveredRefused).toBe(12);
  });

  it('the untuned set: the right slide among the ≤ 3 cited for 27 of 33 English and 9 of 10 Spanish questions', () => {
    const english = figuresOf(results(untuned, true));
    expect(english.rightCited).toBeGreaterThanOrEqual(27);
    expect(english.wrongAnswers).toBeLessThanOrEqual(3);
    expect(english.notCoveredRefused).toBe(9);
    const spanish = figuresOf(results(untuned, false));
    expect(spanish.rightCited).toBeGreaterThanOrEqual(9);
    expect(spanish.wrongAnswers).toBe(0);
  });

  it('the third set (issue 27, second round): the right slide among the ≤ 3 cited for 29 of 32 covered questions', () => {
    // Measured as written (27/32, wrong 5); its misses were then worked on (third round), so it is no longer untuned.
    const figures = figuresOf(results(third));
    expect(figures.rightCited).toBeGreaterThanOrEqual(29);
    expect(figures.rightFirst).toBeGreaterThanOrEqual(26);
    expect(figures.wrongAnswers).toBeLessThanOrEqual(3);
    expect(figures.coveredRefused).toBe(0);
    expect(figures.notCoveredRefused).toBe(8);
  });

  it('the fourth set (issue 27, chat-a round): not-covered questions refused, the right slide cited for 29 of 32', () => {
    // Measured as written (26/32, wrong 7, not covered refused 4/8); then worked on, so it is no longer untuned.
    const figures = figuresOf(results(fourth));
    expect(figures.rightCited).toBeGreaterThanOrEqual(29);
    expect(figures.rightFirst).toBeGreaterThanOrEqual(25);
    expect(figures.wrongAnswers).toBeLessThanOrEqual(2);
    expect(figures.coveredRefused).toBeLessThanOrEqual(1);
    expect(figures.notCoveredRefused).toBe(8);
  });

  it('the fifth, sixth and seventh sets (never tuned on): no ground lost since they were written', () => {
    // untuned-4 as written: 24/32, wrong 8; chat-c round: 26/32, wrong 9 (one covered question refused before now
    // cites a wrong slide). untuned-5, written before any change of the chat-c round: 11/24, wrong 12, 1/8 not-covered refused.
    const fifthFigures = figuresOf(results(fifth));
    // chat-f round: 28/32, wrong 6.
    expect(fifthFigures.rightCited).toBeGreaterThanOrEqual(28);
    expect(fifthFigures.wrongAnswers).toBeLessThanOrEqual(6);
    const sixthFigures = figuresOf(results(sixth));
    // chat-f round: 13/24. chat-o round: 15/24 ("… source code leaks out?": "leak out" is "leak"; "… still mostly
    // done by hand?": "by hand" is read as "manually").
    expect(sixthFigures.rightCited).toBeGreaterThanOrEqual(15);
    // chat-d round: a question asking for a quantity is refused by a slide stating none (12 wrong answers before).
    expect(sixthFigures.wrongAnswers).toBeLessThanOrEqual(10);
    expect(sixthFigures.notCoveredRefused).toBeGreaterThanOrEqual(2);
    // untuned-6, written before any change of the chat-f round: 13/24, wrong 6, 5/8 not-covered refused; after it
    // 13/24, wrong 7, 4/8 (a lexicon synonym answers a question the course does not cover).
    const seventhFigures = figuresOf(results(seventh));
    expect(seventhFigures.rightCited).toBeGreaterThanOrEqual(13);
    expect(seventhFigures.wrongAnswers).toBeLessThanOrEqual(7);
    expect(seventhFigures.notCoveredRefused).toBeGreaterThanOrEqual(4);
  });

  it('the chat-h sets, written before any change of that round: no ground lost since they were written', () => {
    // untuned-7 (never tuned on) as written: 19/24, right first 15, wrong 6, covered refused 2, 5/8 not-covered refused.
    const eighthFigures = figuresOf(results(eighth));
    expect(eighthFigures.rightCited).toBeGreaterThanOrEqual(19);
    expect(eighthFigures.wrongAnswers).toBeLessThanOrEqual(6);
    expect(eighthFigures.notCoveredRefused).toBeGreaterThanOrEqual(5);
    // tuning-7 as written: 18/24, right first 13, wrong 7, covered refused 3, 4/8 not-covered refused. After the
    // chat-h round: right first 14, wrong 5 ("Who gave this talk?", the difference with SP 800-171 refused). Right
    // first 13 since a terminal's output, no longer said, is searched as what the slide shows: it keeps untuned-7's
    // "What does 'nothing to commit, working directory clean' mean?" on its slide, and leads "Does git log tell me
    // the date of each commit?" with the slide whose git log output shows dates over the one saying it.
    // chat-p round: wrong 4, 6/8 refused ("Can I convert an OSCAL catalog into a spreadsheet?": no course says it).
    const tuningFigures = figuresOf(results(tuningChatH));
    expect(tuningFigures.rightCited).toBeGreaterThanOrEqual(18);
    expect(tuningFigures.rightFirst).toBeGreaterThanOrEqual(13);
    expect(tuningFigures.wrongAnswers).toBeLessThanOrEqual(4);
    expect(tuningFigures.coveredRefused).toBeLessThanOrEqual(4);
    expect(tuningFigures.notCoveredRefused).toBeGreaterThanOrEqual(6);
  });

  it('the chat-i sets (yes/no, off-topic sharing a rare word, specific facts), written before any change of that round', () => {
    // untuned-8 (never tuned on) as written: 18/20, right first 12, wrong 5, covered refused 1, 8/12 not-covered refused.
    const ninthFigures = figuresOf(results(ninth));
    // Then (chat-h round of the 9th sets): "¿Se puede entrenar el modelo en Excel?" refused ("Excel" is not "excelente").
    expect(ninthFigures.rightCited).toBeGreaterThanOrEqual(18);
    expect(ninthFigures.wrongAnswers).toBeLessThanOrEqual(4);
    expect(ninthFigures.notCoveredRefused).toBeGreaterThanOrEqual(9);
    // tuning-8 as written: 17/20, right first 9, wrong 9, covered refused 0, 6/12 not-covered refused. After the
    // chat-i round: right first 12 (an address, a date asked), wrong 5, 10/12 refused (a verb or name the slide misses:
    // "Can Git undo …?", "Does OSCAL replace FedRAMP?", "… timeout in Windows?").
    const tuningFigures = figuresOf(results(tuningChatI));
    expect(tuningFigures.rightCited).toBeGreaterThanOrEqual(17);
    expect(tuningFigures.rightFirst).toBeGreaterThanOrEqual(12);
    expect(tuningFigures.wrongAnswers).toBeLessThanOrEqual(5);
    expect(tuningFigures.notCoveredRefused).toBeGreaterThanOrEqual(10);
  });

  it('the 9th sets (6 covered + 2 not covered per deck), written before any change of their round', () => {
    // tuning-11 (written untuned as untuned-9; tuned on from the chat-o round on) as written: 17/24, right first 14,
    // wrong 6, covered refused 2, 7/8 not-covered refused. After the chat-o round: 20/24, right first 18, wrong 3,
    // covered refused 1, 8/8 refused (the command a slide shows, "few rights" as "minimize privileges", "set up" as
    // "set", "by hand" as "manually", "bit by bit" as "iteratively").
    // chat-p round: 21/24, right first 19, wrong 2 ("session ID in the link" finds slide 12's JSESSIONID).
    const tenthFigures = figuresOf(results(tuningTenth));
    expect(tenthFigures.rightCited).toBeGreaterThanOrEqual(21);
    expect(tenthFigures.rightFirst).toBeGreaterThanOrEqual(19);
    expect(tenthFigures.wrongAnswers).toBeLessThanOrEqual(2);
    expect(tenthFigures.coveredRefused).toBeLessThanOrEqual(1);
    expect(tenthFigures.notCoveredRefused).toBe(8);
    // tuning-9 as written: 20/24, right first 14, wrong 4, 8/10 not-covered refused (with its two Excel questions).
    // After: "not just" no denial, "Excel" not "excelente" (10/10 refused, wrong 2), the sentence saying the key
    // words together leads (right first 15).
    // chat-o round: 21/24, right first 16 ("… sends my cookies by itself?": "by itself" is "automatically").
    const tuningFigures = figuresOf(results(tuningNinth));
    expect(tuningFigures.rightCited).toBeGreaterThanOrEqual(21);
    expect(tuningFigures.rightFirst).toBeGreaterThanOrEqual(16);
    expect(tuningFigures.wrongAnswers).toBeLessThanOrEqual(2);
    expect(tuningFigures.notCoveredRefused).toBe(10);
  });

  it('tuning-12 (written untuned as untuned-10; tuned on from the chat-p round on)', () => {
    // As written (run once untuned in the chat-o round): 19/24, right first 18, wrong 5, covered refused 3, 5/8 refused.
    // After the chat-p round: 22/24, right first 20, wrong 0, covered refused 2, 8/8 refused (a symbol with a mark,
    // "ŷ"; a phrasal verb's action, "take … out"; a name one edit from no course word, "Pearson"; "test" as "assess";
    // "session ID" written as one identifier, "JSESSIONID"; "digital signatures", which no course says).
    const figures = figuresOf(results(tuningTwelfth));
    expect(figures.rightCited).toBeGreaterThanOrEqual(22);
    expect(figures.rightFirst).toBeGreaterThanOrEqual(20);
    expect(figures.wrongAnswers).toBe(0);
    expect(figures.coveredRefused).toBeLessThanOrEqual(2);
    expect(figures.notCoveredRefused).toBe(8);
  });

  it('untuned-11 (never tuned on): the right slide among the ≤ 3 cited for 22 of 24 covered questions', () => {
    // Written by the lead after untuned-10 was handed over for tuning; run first before and again after the chat-p
    // round (identical replies): 22/24, right first 21, wrong 3 (the Atom-editor question led by slide 21; two OSCAL
    // questions the course does not cover answered from slides 12 and 9), covered refused 1, 6/8 refused.
    const figures = figuresOf(results(eleventh));
    expect(figures.rightCited).toBeGreaterThanOrEqual(22);
    expect(figures.rightFirst).toBeGreaterThanOrEqual(21);
    expect(figures.wrongAnswers).toBeLessThanOrEqual(3);
    expect(figures.coveredRefused).toBeLessThanOrEqual(1);
    expect(figures.notCoveredRefused).toBeGreaterThanOrEqual(6);
  });

  it('tuning-10: \'what is\' the course\'s own subject is answered by the line defining it', () => {
    // As written: 3/8 (the subject's word is on most slides, so it was no rare word and the question was refused:
    // "¿Qué es regresión?", "What is OSCAL for?"). After: 6/8, right first 6, wrong 1 ("What is OSCAL?" answered
    // by slide 1's expansion, the set wants slide 5), covered refused 1 ("What does Git do?"). chat-o round: 7/8, right
    // first 7, covered refused 0 ("What does Git do?" asks what Git is; slide 7 says "… Git is a version control tool").
    const figures = figuresOf(results(tuningSubject));
    expect(figures.rightCited).toBeGreaterThanOrEqual(7);
    expect(figures.rightFirst).toBeGreaterThanOrEqual(7);
    expect(figures.wrongAnswers).toBeLessThanOrEqual(1);
    expect(figures.coveredRefused).toBe(0);
    const spanish = tuningSubject.decks.find((deck) => deck.file === 'ms-regression-tidymodels-es.pptx')!;
    expect(ask(spanish.file, spanish.title, '¿Qué es regresión?').response).toMatch(/^La regresión es donde los modelos predicen un número\..*\[Slide 5\]/s);
  });

  it('the chat-d tuning sets: not-covered questions near the topic, or in the course\'s own words, are refused', () => {
    // tuning-2 as written: 10/16, wrong 8, covered refused 4, not covered refused 18/24; tuning-3: 5/16 refused, wrong 11.
    // chat-f round: tuning-2 13/16, wrong 5, covered refused 1, 21/24 refused; tuning-3 wrong 3, 13/16 refused.
    const nearTopic = figuresOf(results(tuningNearTopic));
    expect(nearTopic.rightCited).toBeGreaterThanOrEqual(13);
    // chat-p round: wrong 4, 22/24 refused ("What is the keyboard shortcut to save a file in VS Code?").
    expect(nearTopic.wrongAnswers).toBeLessThanOrEqual(4);
    expect(nearTopic.coveredRefused).toBeLessThanOrEqual(1);
    expect(nearTopic.notCoveredRefused).toBeGreaterThanOrEqual(22);
    const courseWords = figuresOf(results(tuningCourseWords));
    expect(courseWords.wrongAnswers).toBeLessThanOrEqual(3);
    expect(courseWords.notCoveredRefused).toBeGreaterThanOrEqual(13);
  });

  it('the chat-f tuning sets: covered questions in everyday words find their slide', () => {
    // tuning-4 as written: 15/24, wrong 5, covered refused 6, 6/8 refused; after the chat-f round 20/24, wrong 4, 2, 6/8;
    // chat-h round: right first 16.
    const figures = figuresOf(results(tuningEveryday));
    expect(figures.rightCited).toBeGreaterThanOrEqual(20);
    expect(figures.rightFirst).toBeGreaterThanOrEqual(16);
    // chat-i round: wrong 3, 7/8 refused ("Does OSCAL replace FedRAMP?").
    expect(figures.wrongAnswers).toBeLessThanOrEqual(3);
    expect(figures.coveredRefused).toBeLessThanOrEqual(2);
    expect(figures.notCoveredRefused).toBeGreaterThanOrEqual(7);
    // tuning-5 as written: 6/9, wrong 1, covered refused 3; after: 8/9.
    const late = figuresOf(results(tuningLate));
    expect(late.rightCited).toBeGreaterThanOrEqual(8);
    expect(late.coveredRefused).toBeLessThanOrEqual(1);
  });

  it('a refusal points to the slide that answers a covered question asked in other words, and never for nonsense', () => {
    // chat-g round: the answer gates unchanged (every set's answered figures as before); of the covered questions they
    // refuse, those pointing to the right slide among the ≤ 3 named: tuning sets 3 of 7 (tuning 1, tuning-2 1,
    // tuning-4 1), untuned-5 3 of 7, untuned-6 1 of 8.
    const pointedRight = (...sets: QuestionSet[]) =>
      sets.reduce((sum, set) => sum + figuresOf(results(set)).coveredPointedRight, 0);
    expect(pointedRight(tuning, tuningNearTopic, tuningEveryday)).toBeGreaterThanOrEqual(3);
    // chat-o round: untuned-5 2 of 5 (one refused pointing right before is answered from the right slide now: "Is
    // checking a system's security still mostly done by hand?").
    expect(pointedRight(sixth)).toBeGreaterThanOrEqual(2);
    expect(pointedRight(seventh)).toBeGreaterThanOrEqual(1);
    // tuning-6: off-topic and nonsense questions; 22 of 24 refused (2 answered by the gates, as before), none pointing.
    // chat-h round: 23 refused; the one answered before from synonyms only ("a book in the public library catalog":
    // "record", "component") is refused, its refusal pointing to the slides that met those synonyms (no floor of the
    // learner's own words separates it from a covered question pointed right: "How can I check my current git settings?").
    // chat-i round: 24 refused; "What time does the train to Boston leave?" (answered before from the sprints' dates)
    // is refused by its name no course knows, its refusal pointing to those slides: 2 pointing.
    const offTopic = figuresOf(results(tuningOffTopic));
    expect(offTopic.notCoveredRefused).toBe(24);
    expect(offTopic.notCoveredPointed).toBeLessThanOrEqual(2);
    // The tuning set's 12 not-covered questions (a VPN, ransomware, an OSCAL licence's price…): 2 pointing.
    expect(figuresOf(results(tuning)).notCoveredPointed).toBeLessThanOrEqual(2);
  });

  it('refuses when a rare word of the question is met nowhere on the slide, in no form or synonym', () => {
    // "undo", "certified", "logística": the slides on committing, on assessors and on regression answer other questions.
    expect(ask('ms-intro-git-github.pptx', 'Intro to Git and GitHub', 'How do I undo my last commit?').refusal).toBeDefined();
    expect(ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'Can I get certified as an OSCAL assessor?').refusal).toBeDefined();
    const logistic = ask('ms-regression-tidymodels-es.pptx', 'Regresión con R y tidymodels', '¿Cómo se calcula una regresión logística?');
    expect(logistic.refusal).toBeDefined();
    // The course's word said nearly everywhere ("OSCAL") tells no slide apart: "signatures" and "digital", which no
    // course uses, are what the question asks, not the slide on tool vendors that "support" risk assessment.
    expect(ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'Does OSCAL support digital signatures on profiles?').refusal).toBeDefined();
    expect(ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'Can I convert an OSCAL catalog into a spreadsheet?').refusal).toBeDefined();
    // "Used for" frames the question: "tag" is what it asks about, and no slide says it.
    expect(ask('ms-intro-git-github.pptx', 'Intro to Git and GitHub', 'What is a Git tag used for?').refusal).toBeDefined();
    // An everyday word is a paraphrase ("parts" for the slide's "components"): the slide still answers.
    const parts = ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'Why is it hard to assess a system made of many parts?');
    expect(parts.sources[0]?.slide).toBe(4);
  });

  it('refuses a how-to question when no slide covering it says the action asked, in any form or synonym', () => {
    const reply = (question: string) => ask('ms-intro-git-github.pptx', 'Intro to Git and GitHub', question);
    const git = (question: string) => reply(question).sources.map((s) => s.slide);
    // The slides on the history and on committing hold "commit" and "history", never "delete" or "compare".
    expect(reply('How do I delete a commit from the history?').refusal).toBeDefined();
    expect(reply('How do I compare two commits to see what changed?').refusal).toBeDefined();
    // The action asked inside a question: the slide on distributed systems names devices, never buying one.
    expect(reply('Which laptop should I buy for coding?').refusal).toBeDefined();
    // A light verb decides nothing: the action is in the words after it.
    expect(git('How do I make VS Code my editor for git?')).toContain(13);
    // A light verb and its particle make the action ("take out": "remove"): the slide on the staging area says
    // neither, and "Use `git add`" did the opposite.
    expect(reply('How do I take a file back out of the staging area?').refusal).toBeDefined();
  });

  it('refuses a question whose verb asked or unknown name the slide does not say, in any form or synonym', () => {
    // The slide on pushing holds "commit" and "push", the challenge holds "casas" and "ciudad": neither undoes nor buys.
    expect(ask('ms-intro-git-github.pptx', 'Intro to Git and GitHub', 'Can Git undo a commit I already pushed?').refusal).toBeDefined();
    const buy = ask('ms-regression-tidymodels-es.pptx', 'Regresión con R y tidymodels', '¿Cómo compro una casa en otra ciudad?');
    expect(buy.refusal).toBeDefined();
    // A yes-or-no question's verb, in English: the slide naming FedRAMP's profiles in OSCAL format replaces nothing.
    expect(ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'Does OSCAL replace FedRAMP?').refusal).toBeDefined();
    // A slide saying the verb, in a form or synonym, still answers: "represent", "record".
    const describe = ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'Will OSCAL describe how each control is put in place on a system?');
    expect(describe.sources[0]?.slide).toBe(24);
    const record = ask('ms-intro-git-github.pptx', 'Intro to Git and GitHub', 'Does Git record the time and the person for each snapshot?');
    expect(record.refusal).toBeUndefined();
    // A name no course knows: the slide on idle-session timeouts never names Windows.
    const windows = ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'How do I change the idle session timeout in Windows?');
    expect(windows.refusal).toBeDefined();
    // So too a name WordNet does not know, when it is one edit from no word of the course (no misspelling of one):
    // the slide on the coefficient of determination names no Pearson.
    const pearson = ask('ms-regression-tidymodels-es.pptx', 'Regresión con R y tidymodels', '¿Cómo se calcula el coeficiente de correlación de Pearson?');
    expect(pearson.refusal).toBeDefined();
    // A verb the lexicon knows ("compruebo": "evaluar") still finds the slide saying it otherwise.
    const check = ask('ms-regression-tidymodels-es.pptx', 'Regresión con R y tidymodels', '¿Cómo compruebo que mi modelo funcionará con datos nuevos?');
    expect(check.refusal).toBeUndefined();
  });

  it('leads with the slide giving an address or a date when the question asks for a website, an e-mail, a time', () => {
    const site = ask('ms-intro-git-github.pptx', 'Intro to Git and GitHub', 'What website do I download Git from?');
    expect(site.sources[0]?.slide).toBe(11);
    expect(site.response).toMatch(/^MacOS \/ Windows: go to git-scm\.com\/downloads\./);
    const mail = ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'What email address reaches the OSCAL team?');
    expect(mail.response).toMatch(/^Email the OSCAL team at oscal@nist\.gov\. The course says so under \*\*For more/);
    // A date: the slide giving the first sprint's month and year, not the one on Sprint 3 saying "the first thing".
    const sprint = ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'When did the first sprint take place?');
    expect(sprint.sources.map((s) => s.slide)).toEqual([19, 20, 8]);
  });

  it('finds the slide saying the typical impact for a question asking what an attacker can do', () => {
    const answer = ask('owasp-top10-2013-talk.pptx', 'OWASP Top 10 2013', 'What can an attacker do with SQL injection?');
    expect(answer.sources.map((s) => s.slide)).toContain(8);
  });

  it('finds a Spanish slide by the everyday word a learner says for its term (the lexicon\'s Spanish groups)', () => {
    const spanish = (question: string) =>
      ask('ms-regression-tidymodels-es.pptx', 'Regresión con R y tidymodels', question).sources.map((s) => s.slide);
    // "sencilla" for the slide's "simple", "bicis" for "bicicletas".
    expect(spanish('¿Cuál es la regresión más sencilla?')).toContain(10);
    expect(spanish('¿Cuánto vale el MSE en el ejemplo de las bicis?')).toContain(8);
  });

  it('takes a missed everyday word no course uses for a paraphrase when the slide holds 3 of the question\'s words', () => {
    const owasp = (question: string) => ask('owasp-top10-2013-talk.pptx', 'OWASP Top 10 2013', question);
    // "keep", "third-party": the slides say libraries are not kept up to date (37) and how to check them (38).
    expect(owasp('How do I keep my third-party libraries up to date?').sources.map((s) => s.slide)).toContain(38);
    expect(owasp('Why is hiding admin links in the menu not enough?').sources[0]?.slide).toBe(29);
    // With fewer words held, the missed word is what is asked.
    expect(ask('ms-intro-git-github.pptx', 'Intro to Git and GitHub', 'How do I delete a branch?').refusal).toBeDefined();
  });

  it('finds the slide writing "session ID" as one identifier, JSESSIONID', () => {
    const owasp = (question: string) => ask('owasp-top10-2013-talk.pptx', 'OWASP Top 10 2013', question);
    expect(owasp('Can someone take over my account if my session ID shows up in the link?').sources[0]?.slide).toBe(12);
    expect(owasp('How did the hacker in the example get hold of the user\'s session ID?').sources.map((s) => s.slide)).toContain(12);
  });

  it('finds the slide on assessing controls for a question asking how to test them (the lexicon\'s compliance sense)', () => {
    const answer = ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'Can an OSCAL catalog also say how to test its controls?');
    expect(answer.sources[0]?.slide).toBe(7);
  });

  it('finds the slide saying a need with "require" for a question asking it with "need"', () => {
    const answer = ask('ms-intro-git-github.pptx', 'Intro to Git and GitHub', 'Does Git need GitHub to work?');
    expect(answer.sources.map((s) => s.slide)).toContain(7);
  });

  it('composes its reply from sentences of one block each, every one cited with the slide it comes from', () => {
    for (const deck of [...tuning.decks, ...untuned.decks, ...third.decks, ...fourth.decks]) {
      const model = models.get(deck.file)!;
      for (const { q } of deck.questions) {
        const answer = ask(deck.file, deck.title, q);
        // A refusal names slides, it quotes none (its own test below).
        if (answer.refusal) continue;
        for (const line of answer.response.split('\n').filter((l) => /\[Slide \d+\]/.test(l))) {
          const slide = Number(/\[Slide (\d+)\]/.exec(line)![1]);
          expect(answer.sources.map((s) => s.slide), `${q}: ${line}`).toContain(slide);
          // A slide that only shows code is named, not quoted: the line holds no sentence of the course.
          const source = model.slides.find((s) => s.number === slide)!;
          const shownOnly = /(The course shows how on the slide|El curso muestra cómo hacerlo en la diapositiva) \*\*/.source;
          const namesShownSlide = new RegExp(`^((Use|Utilice) \`[^\`]+\`\\. )?${shownOnly}`);
          if (namesShownSlide.test(line)) {
            expect(line, q).toContain(`**${source.title}**`);
            continue;
          }
          // The quoted sentence (before "The course says so …" or after a bullet's title) is in one point or
          // one notes sentence of that slide, or two points of one block that run on.
          const quoted = line
            .replace(/^• (\*\*[^*]+\*\*( \([^)]*\))?: )?/, '')
            .replace(/ (The course says so|El curso lo explica) .*$| \[Slide \d+\]$/, '')
            // The command said first and commands set as code are the engine's words and formatting.
            .replace(/^(Use|Utilice) `[^`]+`(, `[^`]+`)*\. /, '')
            // The yes or no a yes-or-no question is answered with is the engine's word before the course's sentence.
            .replace(/^(Yes|No|Sí|Ja|Nein|Oui|Non) — /, '')
            // "OSCAL stands for …": the engine's words around the expansion the slide spells out.
            .replace(/^\S+ (stands for|significa) /, '')
            .replace(/`/g, '');
          const points = source.points.map((p) => (p.term && p.definition ? `${p.term}: ${p.definition}` : p.text));
          const runOn = points.slice(1).map((p, i) => `${points[i]} ${p}`).filter((_, i) => source.points[i]!.block === source.points[i + 1]!.block);
          // A point may be quoted under the label it sits under in its block ("Do's: keep the message short").
          const sentence = quoted.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚ¿(])/)[0]!.replace(/\.$/, '');
          const labelled = /^([^:]{1,40}): (.+)$/.exec(sentence);
          const first = (labelled && points.some((p) => p.trim().replace(/:$/, '') === labelled[1]) ? labelled[2]! : sentence)
            .slice(0, 40)
            .toLowerCase();
          // A block of names only is said as one list under its first name ("Consumers: operations personnel, …").
          const blocks = [...new Set(source.points.map((p) => p.block))];
          const lists = blocks.map((b) => source.points.filter((p) => p.block === b).slice(1).map((p) => p.text).join(', '));
          const texts = [...points, ...runOn, ...lists, source.notes, source.title];
          expect(texts.some((t) => t.toLowerCase().includes(first)), `${q}: "${first}" on slide ${slide}`).toBe(true);
        }
      }
    }
  });

  it('understands a follow-up from the question before it', () => {
    const file = 'owasp-top10-2013-talk.pptx';
    const first = ask(file, 'OWASP Top 10 2013', 'How do I prevent XSS?');
    expect(first.sources[0]?.slide).toBe(16);
    const followUp = ask(file, 'OWASP Top 10 2013', 'and what about CSRF?', ['How do I prevent XSS?']);
    expect(followUp.sources[0]?.slide).toBe(35);
    expect(followUp.response).toMatch(/^Add a secret, not automatically submitted, token to ALL sensitive requests\./);
  });

  it('leads with what to do, not a figure\'s step nor a summary, and refuses what only loosely related words meet', () => {
    const owasp = (question: string) => ask('owasp-top10-2013-talk.pptx', 'OWASP Top 10 2013', question);
    // Slide 25's figure ("1 Victim enters credit card number in form") took the lead; the example's words led too.
    const storage = owasp('How should we store sensitive data like credit card numbers?');
    expect(storage.sources[0]?.slide).toBe(24);
    expect(storage.response).toMatch(/^Storing and transmitting sensitive data insecurely\. Failure to identify all the places/);
    // The summary slide ("Summary: How do you address these problems?") restates slide 37, which says it first.
    expect(owasp('Why is using old libraries a security problem?').sources[0]?.slide).toBe(37);
    // Was answered from the SQL injection figure, which says "runs" (and "attack" for "penetration").
    expect(owasp('How often should we run a penetration test?').refusal).toBeDefined();
  });

  it('leads with Yes or No only from a sentence that says the question\'s rarest word', () => {
    // Were "No — Don'ts: explain why the changes are made" (no "commit" in it) and "Yes — … unvalidated forward …".
    const commit = ask('ms-intro-git-github.pptx', 'Intro to Git and GitHub', 'Can I change the message of a commit I already made?');
    expect(commit.response).not.toMatch(/^(Yes|No) —/);
    const https = ask('owasp-top10-2013-talk.pptx', 'OWASP Top 10 2013', 'Should the login page always use HTTPS?');
    expect(https.response).not.toMatch(/^(Yes|No) —/);
    // Was "Yes — Producers: standard profile maintainers: … (e.g., NIST, FedRAMP)": no word of the slide says "replace".
    const replace = ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'Does OSCAL replace FedRAMP?');
    expect(replace.response).not.toMatch(/^(Yes|No) —/);
    // A sentence that says it still leads with the answer.
    const same = ask('ms-intro-git-github.pptx', 'Intro to Git and GitHub', 'Is GitHub the same thing as Git?');
    expect(same.response).toMatch(/^No — .*doesn’t require GitHub to work/);
  });

  it('answers a "who" question by a role only on a slide holding another word of the question', () => {
    // Was answered from "Attacker notices the URL indicates his role": the role stood for "gave", and nothing else was asked.
    expect(ask('owasp-top10-2013-talk.pptx', 'OWASP Top 10 2013', 'Who gave this talk?').refusal).toBeDefined();
    expect(ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'Who writes the profiles?').sources[0]?.slide).toBe(9);
  });

  it('leads a "how many" question with the slide giving a number of the thing counted', () => {
    // Was led by the sprint slide naming ISO 27002 (and "SP 800-53 control catalog", a number inside a name).
    const answer = ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'How many controls does ISO 27002 have?');
    expect(answer.sources[0]?.slide).toBe(3);
    expect(answer.response).toContain('the 100+ controls in ISO 27002');
  });

  it('refuses a question the slide meets only through synonyms of its words, none of them said', () => {
    // "record" and "component" are WordNet's words for "book" and "library": another sense.
    expect(ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'How do I find a book in the public library catalog?').refusal).toBeDefined();
    // Synonyms beside the learner's own words still find the slide ("folder" for the slide's "directories").
    expect(ask('ms-intro-git-github.pptx', 'Intro to Git and GitHub', 'What\'s the first command to turn a folder into a Git project?').sources[0]?.slide).toBe(16);
  });

  it('refuses a difference between two things when the course never names one of them', () => {
    const oscal = (question: string) => ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', question);
    // Was answered from the sprint slide naming SP 800-53: "171" is said nowhere.
    expect(oscal('What is the difference between SP 800-53 and SP 800-171?').refusal).toBeDefined();
    expect(oscal('What\'s the difference between a catalog and a profile?').sources.map((s) => s.slide)).toContain(7);
    // "VS Code" is the editor, not a comparison: the Spanish question on its command palette is still answered.
    const vsCode = ask('ms-regression-tidymodels-es.pptx', 'Regresión con R y tidymodels', '¿Qué tecla pulso en VS Code para añadir los archivos del contenedor?');
    expect(vsCode.sources[0]?.slide).toBe(13);
  });

  it('answers "who are the consumers" with the slide\'s list of consumers, not a line under "Producers"', () => {
    const answer = ask('nist-oscal-overview-2017.pptx', 'OSCAL Overview', 'Who are the consumers of OSCAL?');
    expect(answer.sources[0]?.slide).toBe(9);
    expect(answer.response.startsWith(
      'Consumers: operations personnel, security and privacy personnel, auditors/assessors, policy personnel, others.',
    )).toBe(true);
  });

  it('refuses in the course language, naming the contact and the general chatbot', () => {
    const answer = ask('ms-regression-tidymodels-es.pptx', 'Regresión con R y tidymodels', '¿Cuál es la capital de Francia?');
    expect(answer).toEqual({
      response:
        'El curso «Regresión con R y tidymodels» no trata ese tema, así que no puedo responderlo con el material del curso. ' +
        'Si necesita ayuda, contacte con Training lead: Pat Lee (pat@quality-org.test). ' +
        'Para buscar en todos sus cursos, pregunte al chatbot general sin seleccionar ningún curso.',
      sources: [],
      refusal: 'not-covered',
    });
  });

  it('answers a Spanish question in Spanish words around the course\'s sentence', () => {
    const answer = ask('ms-regression-tidymodels-es.pptx', 'Regresión con R y tidymodels', '¿Qué son los hiperparámetros?');
    expect(answer.sources[0]?.slide).toBe(11);
    expect(answer.response).toBe(
      'Los hiperparámetros son valores ajustables que permiten controlar el proceso de entrenamiento de un modelo. ' +
        'El curso lo explica en **Mejora los modelos con hiperparámetros** [Slide 11].',
    );
  });
});
