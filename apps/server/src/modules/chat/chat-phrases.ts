// The built-in engine's own words, in the course's language (English for any language not listed here, and for
// the general chatbot over courses of several languages). The course's sentences are quoted as written.

export interface ChatPhrases {
  /** "The course "X" does not cover that, so I can't answer it from the course material." */
  notCovered: (courseTitle: string) => string;
  /** The same for all of an organization's courses. */
  notCoveredGeneral: (companyName: string) => string;
  /** A refusal when slides are near the question but none answers it clearly: not "does not cover that". */
  noClearAnswer: (courseTitle: string) => string;
  /** The same for all of an organization's courses. */
  noClearAnswerGeneral: (companyName: string) => string;
  /** Before the slides nearest a refused question, named (never quoted). */
  closestSlides: string;
  /** "For help, please contact …" after a refusal. */
  askContact: (contact: string) => string;
  /** Where to look instead, after a course chatbot's refusal: the general chatbot searches every course. */
  lookInstead: string;
  /** The slide the lead sentences come from: "The course says so under **Title**". */
  saysSoUnder: (slideTitle: string) => string;
  /** A slide that answers by what it shows (a command, code), named rather than quoted. */
  showsOn: (slideTitle: string) => string;
  /** The command a "how do I" question is answered with, first: "Use `git push`." */
  useCommand: (commands: string) => string;
  /** What an acronym stands for, as the course spells it out: "OSCAL stands for Open Security …". */
  standsFor: (acronym: string, expansion: string) => string;
  /** The word a yes-or-no answer opens with, before the sentence that says so: "Yes", "No". */
  verdict: { yes: string; no: string };
  /** Before the other slides that bear on the question. */
  moreOnThis: string;
  /** When the organization has named nobody to ask. */
  noContact: (companyName: string) => string;
  /** "For help or to report a concern, contact …" after an answer to a reporting question. */
  reportContact: (contact: string) => string;
}

const english: ChatPhrases = {
  notCovered: (title) => `The course "${title}" does not cover that, so I can't answer it from the course material.`,
  notCoveredGeneral: (company) => `${company}'s courses do not cover that, so I can't answer it from the course material.`,
  noClearAnswer: (title) => `I can't find a clear answer to that in the course "${title}".`,
  noClearAnswerGeneral: (company) => `I can't find a clear answer to that in ${company}'s courses.`,
  closestSlides: 'The slides closest to your question:',
  askContact: (contact) => `For help, please contact ${contact}.`,
  lookInstead: 'To search all your courses, ask the general chatbot with no course selected.',
  saysSoUnder: (title) => `The course says so under **${title}**`,
  showsOn: (title) => `The course shows how on the slide **${title}**`,
  useCommand: (commands) => `Use ${commands}.`,
  standsFor: (acronym, expansion) => `${acronym} stands for ${expansion}.`,
  verdict: { yes: 'Yes', no: 'No' },
  moreOnThis: 'More on this in the course:',
  reportContact: (contact) => `For help or to report a concern, contact ${contact}.`,
  noContact: (company) => `${company} has not named a contact yet; please ask your administrator`,
};

const phrases: Record<string, ChatPhrases> = {
  en: english,
  es: {
    notCovered: (title) => `El curso «${title}» no trata ese tema, así que no puedo responderlo con el material del curso.`,
    notCoveredGeneral: (company) => `Los cursos de ${company} no tratan ese tema, así que no puedo responderlo con el material de los cursos.`,
    noClearAnswer: (title) => `No encuentro una respuesta clara a eso en el curso «${title}».`,
    noClearAnswerGeneral: (company) => `No encuentro una respuesta clara a eso en los cursos de ${company}.`,
    closestSlides: 'Las diapositivas más cercanas a su pregunta:',
    askContact: (contact) => `Si necesita ayuda, contacte con ${contact}.`,
    lookInstead: 'Para buscar en todos sus cursos, pregunte al chatbot general sin seleccionar ningún curso.',
    saysSoUnder: (title) => `El curso lo explica en **${title}**`,
    showsOn: (title) => `El curso muestra cómo hacerlo en la diapositiva **${title}**`,
    useCommand: (commands) => `Utilice ${commands}.`,
    standsFor: (acronym, expansion) => `${acronym} significa ${expansion}.`,
    verdict: { yes: 'Sí', no: 'No' },
    moreOnThis: 'El curso también lo trata aquí:',
    reportContact: (contact) => `Para pedir ayuda o comunicar un problema, contacte con ${contact}.`,
    noContact: (company) => `su administrador (${company} aún no ha indicado ninguna persona de contacto)`,
  },
  de: {
    notCovered: (title) => `Der Kurs „${title}“ behandelt das nicht, daher kann ich es nicht aus dem Kursmaterial beantworten.`,
    notCoveredGeneral: (company) => `Die Kurse von ${company} behandeln das nicht, daher kann ich es nicht aus dem Kursmaterial beantworten.`,
    noClearAnswer: (title) => `Im Kurs „${title}“ finde ich darauf keine klare Antwort.`,
    noClearAnswerGeneral: (company) => `In den Kursen von ${company} finde ich darauf keine klare Antwort.`,
    closestSlides: 'Die Folien, die Ihrer Frage am nächsten kommen:',
    askContact: (contact) => `Für Hilfe wenden Sie sich bitte an ${contact}.`,
    lookInstead: 'Um alle Ihre Kurse zu durchsuchen, fragen Sie den allgemeinen Chatbot, ohne einen Kurs auszuwählen.',
    saysSoUnder: (title) => `Der Kurs sagt das unter **${title}**`,
    showsOn: (title) => `Der Kurs zeigt das auf der Folie **${title}**`,
    useCommand: (commands) => `Verwenden Sie ${commands}.`,
    standsFor: (acronym, expansion) => `${acronym} steht für ${expansion}.`,
    verdict: { yes: 'Ja', no: 'Nein' },
    moreOnThis: 'Mehr dazu im Kurs:',
    reportContact: (contact) => `Für Hilfe oder um ein Anliegen zu melden, wenden Sie sich an ${contact}.`,
    noContact: (company) => `Ihre Administration (${company} hat noch keine Ansprechperson genannt)`,
  },
  fr: {
    notCovered: (title) => `Le cours « ${title} » ne traite pas ce sujet, je ne peux donc pas y répondre à partir du support du cours.`,
    notCoveredGeneral: (company) => `Les cours de ${company} ne traitent pas ce sujet, je ne peux donc pas y répondre à partir de leur support.`,
    noClearAnswer: (title) => `Je ne trouve pas de réponse claire à cette question dans le cours « ${title} ».`,
    noClearAnswerGeneral: (company) => `Je ne trouve pas de réponse claire à cette question dans les cours de ${company}.`,
    closestSlides: 'Les diapositives les plus proches de votre question :',
    askContact: (contact) => `Pour obtenir de l'aide, contactez ${contact}.`,
    lookInstead: 'Pour chercher dans tous vos cours, posez la question au chatbot général sans choisir de cours.',
    saysSoUnder: (title) => `Le cours l'explique dans **${title}**`,
    showsOn: (title) => `Le cours le montre sur la diapositive **${title}**`,
    useCommand: (commands) => `Utilisez ${commands}.`,
    standsFor: (acronym, expansion) => `${acronym} signifie ${expansion}.`,
    verdict: { yes: 'Oui', no: 'Non' },
    moreOnThis: 'Le cours en parle aussi ici :',
    reportContact: (contact) => `Pour obtenir de l'aide ou signaler un problème, contactez ${contact}.`,
    noContact: (company) => `votre administrateur (${company} n'a pas encore désigné de contact)`,
  },
};

export const phrasesFor = (language: string): ChatPhrases => phrases[language.toLowerCase().slice(0, 2)] ?? english;
