// The built-in engine's own words, in the course's language (English for any language not listed here, and for
// the general chatbot over courses of several languages). The course's sentences are quoted as written.

export interface ChatPhrases {
  /** "The course "X" does not cover that, so I can't answer it from the course material." */
  notCovered: (courseTitle: string) => string;
  /** The same for all of an organization's courses. */
  notCoveredGeneral: (companyName: string) => string;
  /** "For help, please contact …" after a refusal. */
  askContact: (contact: string) => string;
  /** Where to look instead, after a refusal: the course's slides. */
  lookInstead: string;
  /** The slide the lead sentences come from: "The course says so under **Title**". */
  saysSoUnder: (slideTitle: string) => string;
  /** Before the other slides that bear on the question. */
  moreOnThis: string;
  /** "For help or to report a concern, contact …" after an answer to a reporting question. */
  reportContact: (contact: string) => string;
}

const english: ChatPhrases = {
  notCovered: (title) => `The course "${title}" does not cover that, so I can't answer it from the course material.`,
  notCoveredGeneral: (company) => `${company}'s courses do not cover that, so I can't answer it from the course material.`,
  askContact: (contact) => `For help, please contact ${contact}.`,
  lookInstead: 'You can also browse the slides of your courses from your dashboard.',
  saysSoUnder: (title) => `The course says so under **${title}**`,
  moreOnThis: 'More on this in the course:',
  reportContact: (contact) => `For help or to report a concern, contact ${contact}.`,
};

const phrases: Record<string, ChatPhrases> = {
  en: english,
  es: {
    notCovered: (title) => `El curso «${title}» no trata ese tema, así que no puedo responderlo con el material del curso.`,
    notCoveredGeneral: (company) => `Los cursos de ${company} no tratan ese tema, así que no puedo responderlo con el material de los cursos.`,
    askContact: (contact) => `Si necesita ayuda, contacte con ${contact}.`,
    lookInstead: 'También puede consultar las diapositivas de sus cursos desde su panel.',
    saysSoUnder: (title) => `El curso lo explica en **${title}**`,
    moreOnThis: 'El curso también lo trata aquí:',
    reportContact: (contact) => `Para pedir ayuda o comunicar un problema, contacte con ${contact}.`,
  },
  de: {
    notCovered: (title) => `Der Kurs „${title}“ behandelt das nicht, daher kann ich es nicht aus dem Kursmaterial beantworten.`,
    notCoveredGeneral: (company) => `Die Kurse von ${company} behandeln das nicht, daher kann ich es nicht aus dem Kursmaterial beantworten.`,
    askContact: (contact) => `Für Hilfe wenden Sie sich bitte an ${contact}.`,
    lookInstead: 'Die Folien Ihrer Kurse finden Sie auch in Ihrer Übersicht.',
    saysSoUnder: (title) => `Der Kurs sagt das unter **${title}**`,
    moreOnThis: 'Mehr dazu im Kurs:',
    reportContact: (contact) => `Für Hilfe oder um ein Anliegen zu melden, wenden Sie sich an ${contact}.`,
  },
  fr: {
    notCovered: (title) => `Le cours « ${title} » ne traite pas ce sujet, je ne peux donc pas y répondre à partir du support du cours.`,
    notCoveredGeneral: (company) => `Les cours de ${company} ne traitent pas ce sujet, je ne peux donc pas y répondre à partir de leur support.`,
    askContact: (contact) => `Pour obtenir de l'aide, contactez ${contact}.`,
    lookInstead: 'Vous pouvez aussi parcourir les diapositives de vos cours depuis votre tableau de bord.',
    saysSoUnder: (title) => `Le cours l'explique dans **${title}**`,
    moreOnThis: 'Le cours en parle aussi ici :',
    reportContact: (contact) => `Pour obtenir de l'aide ou signaler un problème, contactez ${contact}.`,
  },
};

export const phrasesFor = (language: string): ChatPhrases => phrases[language.toLowerCase().slice(0, 2)] ?? english;
