// The built-in narrator's own words, per language. Every phrase is a full sentence with a verb; the
// slide's words are put in its slots. Languages not listed here get none of these: the narrator then
// speaks the slide's own sentences only.

import { listPhrase, lowerFirst } from './spoken-text.ts';

export interface NarratorPhrases {
  and: string;
  welcome: (course: string, organization: string | null) => string;
  presentedBy: (who: string) => string;
  about: (description: string) => string;
  topic: (title: string) => string;
  lookAt: ((title: string) => string)[];
  questionTitle: (title: string) => string;
  continued: (title: string) => string;
  /**
   * A slide under the same title as the one before it (a drawing built up one element at a time): said once as
   * still being on the title, and `nothingNew` when the slide shows nothing the one before did not.
   */
  sameTitle?: (title: string, question: boolean) => string;
  /** The third and later slides of such a run, by their place in it (2, 3, …): they open without the title. */
  furtherStep?: (run: number, title: string) => string;
  nothingNew?: string;
  /** A build-up step that adds no words after a step that added a command: the picture shows what it did. */
  commandResult?: (command: string) => string;
  /**
   * An e-mail shown on the slide by its header lines ("From: …", "Subject: …") and the message under them
   * ('' when none), said as the e-mail it is: its words are the sender's, never the narrator's advice.
   */
  mailHeader?: (from: string, subject: string, body: string) => string;
  /** Such a slide's drawing, by the labels it adds to the one the slide before showed (those were named there). */
  diagramAdds?: (labels: string) => string;
  /** A quiz question whose answer the next slide reveals, and that slide's answer (the marked choice). */
  answerNext?: string;
  answerIs?: (answer: string) => string;
  /** One of such a question's choices, said as a choice ("Option 2: …"), not as a statement of the course. */
  option?: (n: number, choice: string) => string;
  headed: (title: string) => string;
  untitled: string[];
  section: (title: string) => string;
  closingTitle: string;
  termIs: (term: string, definition: string) => string;
  figureOf: (figure: string, measures: string) => string;
  list: ((items: string) => string)[];
  /** One item alone, said without calling it a list. */
  single: ((item: string) => string)[];
  /** A list too long to say whole (a page of user names), by its first few items. */
  someOf: (items: string) => string;
  /** A slide that is only the labels of a diagram. */
  diagram: (labels: string) => string;
  /**
   * A diagram drawn among other points, said by what it is of (`topic`, '' when the title names nothing) and
   * its main labels; `more` when the diagram has more labels than are named.
   */
  diagramOf: (topic: string, labels: string, more: boolean) => string;
  /** A slide of scattered terms read by OCR (term-clouds.ts), said by the terms read whole. */
  termCloud?: (terms: string) => string;
  /** A grid of numbered boxes read by OCR (code-grids.ts), said by the boxes read whole. */
  codeGrid?: (boxes: string) => string;
  /** A numbered step of a drawing ("1 User sends credentials"), said as a step. */
  step: (number: string, step: string) => string;
  parent: (point: string) => string;
  /** A heading that names no thing ("Released", "Ideal"), over a list or the points under it (English only). */
  headedList?: (heading: string, items: string) => string;
  headedPoint?: (heading: string) => string;
  question: (question: string) => string;
  example: (example: string) => string;
  adviceFirst: (advice: string) => string;
  adviceNext: ((advice: string) => string)[];
  /** Headings of a list of do's and don'ts (only English advice is recognised). */
  doHeading?: (heading: string) => string;
  dontHeading?: (heading: string) => string;
  /**
   * A code block described, never read: `language` is 'shell', 'stack-trace', a language's name or '';
   * `commands` the shell commands it runs ("git add"), `comments` its own comments, `topic` the slide's title.
   */
  codeExample: (code: { language: string; commands: string[]; comments: string[]; topic: string }) => string;
  /** What stands for code a sentence ends on ("… changes the parameter to: <script>…") where the code would be read. */
  codeShown: string;
  /** A picture the slide embeds (a screenshot) whose words OCR read: said as a picture, never read out. */
  pictureShown: string;
  tableColumns: (columns: string) => string;
  tableRow: (row: string) => string;
  objective: (objective: string) => string;
  contact: (who: string, how: string) => string;
  recap: (titles: string) => string;
  end: (course: string, organization: string | null) => string;
}

export const narratorPhrases: Record<string, NarratorPhrases> = {
  en: {
    and: 'and',
    welcome: (course, org) => (org ? `Welcome to ${course}, prepared for everyone at ${org}.` : `Welcome to ${course}.`),
    presentedBy: (who) => `This course is presented by ${who}.`,
    about: (d) => `It is ${d}.`,
    topic: (t) => `Today's topic is ${t}.`,
    lookAt: [(t) => `Let's look at ${t}.`, (t) => `Now we come to ${t}.`, (t) => `This slide is about ${t}.`],
    questionTitle: (t) => `Let's start with a question: ${t}`,
    continued: (t) => `We continue with ${t}.`,
    sameTitle: (t, question) => (question ? `We stay with the question: ${t}` : `We stay with ${t}.`),
    answerNext: 'Think about it for a moment: the next slide gives the answer.',
    answerIs: (a) => `The right answer is this one: ${a}`,
    option: (n, c) => `Option ${n}: ${c}`,
    codeShown: 'the code shown on the slide',
    nothingNew: 'This slide builds on the previous one and adds the next step to the same picture.',
    commandResult: (command) => `The picture now shows the result of ${command}.`,
    diagramAdds: (labels) => `The drawing now adds ${labels}.`,
    mailHeader: (from, subject, body) =>
      `The slide shows an e-mail from ${from}${subject ? ` with the subject “${subject}”` : ''}.${body ? ` It reads: “${body}”` : ''}`,
    furtherStep: (run, t) => (run % 2 === 0 ? `The slide on ${t} now goes one step further.` : `And the slide on ${t} goes one step further again.`),
    headed: (t) => `This slide is headed ${t}.`,
    untitled: ['Take a moment to look at this slide.', 'Have a look at this slide.'],
    section: (t) => `Now we turn to a new part of the course: ${t}.`,
    closingTitle: 'That brings us to the end of the slides.',
    termIs: (term, def) => (/^(a|an|the|any|one|when|how|what)\b/i.test(def) ? `${term} is ${def}.` : `${term} means ${def}.`),
    figureOf: (figure, measures) => `The slide gives ${figure} for ${lowerFirst(measures)}.`,
    codeGrid: (boxes) => `The slide sets out numbered items in boxes, among them ${boxes}.`,
    termCloud: (terms) => `The slide gathers terms this course uses, among them ${terms}.`,
    diagram: (labels) => `This diagram shows ${labels}.`,
    diagramOf: (topic, labels, more) =>
      topic ? `This diagram shows ${topic}${more ? ', with labels such as ' : ': '}${labels}.` : `This diagram shows ${more ? 'labels such as ' : ''}${labels}.`,
    step: (n, step) => `Step ${n}: ${step}`,
    list: [(items) => `Here you see ${items}.`, (items) => `The points here are ${items}.`, (items) => `This slide shows you ${items}.`],
    single: [(item) => `Here you see ${item}.`, (item) => `This slide shows you ${item}.`],
    someOf: (items) => `The slide gives a long list, beginning with ${items}.`,
    // "The next point is Mac OS Windows" would call a heading a point: we turn to what it names.
    parent: (point) => `Next, we turn to ${point}.`,
    headedList: (heading, items) => `Under the heading ${heading}, the slide gives ${items}.`,
    headedPoint: (heading) => `The next point is headed ${heading}.`,
    question: (q) => `One question to think about is this: ${q}`,
    example: (x) => `One example is ${x}.`,
    adviceFirst: (x) => `Make sure you ${x}.`,
    adviceNext: [(x) => `Also, ${x}.`, (x) => `And ${x}.`, (x) => `Remember to ${x}.`],
    doHeading: (heading) => `Here are the ${heading}, what to do.`,
    dontHeading: (heading) => `And here are the ${heading}, what not to do.`,
    codeExample: ({ language, commands, comments, topic }) => {
      const what =
        language === 'shell'
          ? commands.length === 1
            ? `the shell command ${commands[0]}`
            : commands.length > 1 && commands.length <= 4
              ? `the shell commands ${listPhrase(commands, 'and')}`
              : 'shell commands'
          : language
            ? `an example in ${language}`
            : 'a code example';
      if (language === 'stack-trace') return 'The slide shows a stack trace: the report a program prints when it fails.';
      if (comments.length) return `The slide shows ${what}; its comments say what it does: ${listPhrase(comments, 'and')}.`;
      return topic ? `The slide shows ${what} for ${topic}.` : `The slide shows ${what}.`;
    },
    pictureShown: 'Take a look at the picture on the slide as well.',
    tableColumns: (cols) => `The table has columns for ${cols}.`,
    tableRow: (row) => `One row gives ${row}.`,
    objective: (o) => `This helps with one of the course goals: ${o}.`,
    contact: (who, how) => `If anything is unclear, or you need to report something, ${who} is there to help${how}.`,
    recap: (titles) => `To recap, we looked at ${titles}.`,
    end: (course, org) => `That brings us to the end of ${course}${org ? ` at ${org}` : ''}. Thank you for taking the time to learn this.`,
  },
  es: {
    and: 'y',
    welcome: (course, org) => (org ? `Te damos la bienvenida a ${course}, preparado para todo el equipo de ${org}.` : `Te damos la bienvenida a ${course}.`),
    presentedBy: (who) => `Este curso lo presenta ${who}.`,
    about: (d) => `Es ${d}.`,
    topic: (t) => `El tema de hoy es ${t}.`,
    lookAt: [(t) => `Veamos ${t}.`, (t) => `Ahora pasamos a ${t}.`, (t) => `Esta diapositiva trata de ${t}.`],
    questionTitle: (t) => `Empecemos con una pregunta: ¿${t.replace(/^¿/, '')}`,
    continued: (t) => `Seguimos con ${t}.`,
    sameTitle: (t, question) => (question ? `Seguimos con la pregunta ¿${t.replace(/^¿/, '')}` : `Seguimos con ${t}.`),
    answerNext: 'Piénsalo un momento: la siguiente diapositiva da la respuesta.',
    answerIs: (a) => `La respuesta correcta es esta: ${a}`,
    option: (n, c) => `Opción ${n}: ${c}`,
    codeShown: 'el código que muestra la diapositiva',
    nothingNew: 'Esta diapositiva continúa la anterior y añade el siguiente paso a la misma imagen.',
    diagramAdds: (labels) => `El dibujo añade ahora ${labels}.`,
    furtherStep: (run, t) => (run % 2 === 0 ? `La diapositiva sobre ${t} avanza ahora un paso más.` : `Y la diapositiva sobre ${t} avanza otro paso más.`),
    headed: (t) => `Esta diapositiva se titula ${t}.`,
    untitled: ['Tómese un momento para mirar esta diapositiva.', 'Mire esta diapositiva.'],
    section: (t) => `Ahora empieza una nueva parte del curso: ${t}.`,
    closingTitle: 'Con esto terminan las diapositivas.',
    termIs: (term, def) => `${term} significa ${def}.`,
    figureOf: (figure, measures) => `La diapositiva da ${figure} para ${measures}.`,
    codeGrid: (boxes) => `La diapositiva presenta elementos numerados en recuadros, entre ellos ${boxes}.`,
    termCloud: (terms) => `La diapositiva reúne términos que usa este curso, entre ellos ${terms}.`,
    diagram: (labels) => `Este diagrama muestra ${labels}.`,
    diagramOf: (topic, labels, more) =>
      topic ? `Este diagrama muestra ${topic}${more ? ', con etiquetas como ' : ': '}${labels}.` : `Este diagrama muestra ${more ? 'etiquetas como ' : ''}${labels}.`,
    step: (n, step) => `Paso ${n}: ${step}`,
    list: [(items) => `La diapositiva enumera ${items}.`, (items) => `Menciona ${items}.`, (items) => `Aquí se tratan ${items}.`],
    single: [(item) => `La diapositiva menciona ${item}.`, (item) => `Aquí se ve ${item}.`],
    someOf: (items) => `La diapositiva da una larga lista, que empieza por ${items}.`,
    parent: (point) => `El siguiente punto es ${point}.`,
    question: (q) => `Una pregunta para pensar es esta: ${q}`,
    example: (x) => `Un ejemplo es ${x}.`,
    adviceFirst: (x) => `Asegúrate de seguir este consejo: ${x}.`,
    adviceNext: [(x) => `Además: ${x}.`, (x) => `Y también: ${x}.`],
    codeExample: ({ language }) =>
      `La diapositiva muestra ${language === 'shell' ? 'comandos de terminal' : language === 'stack-trace' ? 'un informe de error del programa' : language ? `un ejemplo de código en ${language}` : 'un ejemplo de código'}.`,
    pictureShown: 'Observa también la imagen de la diapositiva.',
    tableColumns: (cols) => `La tabla tiene columnas para ${cols}.`,
    tableRow: (row) => `Una fila indica ${row}.`,
    objective: (o) => `Esto ayuda con uno de los objetivos del curso: ${o}.`,
    contact: (who, how) => `Si algo no está claro o necesitas informar de algo, ${who} está disponible para ayudarte${how}.`,
    recap: (titles) => `Para resumir, hemos visto ${titles}.`,
    end: (course, org) => `Con esto llegamos al final de ${course}${org ? ` en ${org}` : ''}. Gracias por dedicar tu tiempo a aprender esto.`,
  },
  de: {
    and: 'und',
    welcome: (course, org) => (org ? `Willkommen bei ${course}, erstellt für alle bei ${org}.` : `Willkommen bei ${course}.`),
    presentedBy: (who) => `Diesen Kurs präsentiert ${who}.`,
    about: (d) => `Es ist ${d}.`,
    topic: (t) => `Unser Thema heute ist ${t}.`,
    lookAt: [(t) => `Sehen wir uns ${t} an.`, (t) => `Jetzt kommen wir zu ${t}.`, (t) => `Diese Folie behandelt ${t}.`],
    questionTitle: (t) => `Beginnen wir mit einer Frage: ${t}`,
    continued: (t) => `Wir setzen fort mit ${t}.`,
    sameTitle: (t, question) => (question ? `Wir bleiben bei der Frage: ${t}` : `Wir bleiben bei ${t}.`),
    answerNext: 'Denken Sie kurz darüber nach: Die nächste Folie gibt die Antwort.',
    answerIs: (a) => `Die richtige Antwort ist diese: ${a}`,
    option: (n, c) => `Möglichkeit ${n}: ${c}`,
    codeShown: 'den Code, den die Folie zeigt',
    nothingNew: 'Diese Folie baut auf der vorigen auf und ergänzt das Bild um den nächsten Schritt.',
    diagramAdds: (labels) => `Das Bild zeigt jetzt zusätzlich ${labels}.`,
    furtherStep: (run, t) => (run % 2 === 0 ? `Die Folie zu ${t} geht jetzt einen Schritt weiter.` : `Und die Folie zu ${t} geht noch einen Schritt weiter.`),
    headed: (t) => `Diese Folie heißt ${t}.`,
    untitled: ['Nehmen Sie sich einen Moment Zeit für diese Folie.', 'Sehen Sie sich diese Folie an.'],
    section: (t) => `Jetzt beginnt ein neuer Teil des Kurses: ${t}.`,
    closingTitle: 'Damit sind wir am Ende der Folien.',
    termIs: (term, def) => `${term} bedeutet ${def}.`,
    figureOf: (figure, measures) => `Die Folie nennt ${figure} für ${measures}.`,
    codeGrid: (boxes) => `Die Folie zeigt nummerierte Punkte in Kästen, darunter ${boxes}.`,
    termCloud: (terms) => `Die Folie sammelt Begriffe, die dieser Kurs verwendet, darunter ${terms}.`,
    diagram: (labels) => `Dieses Diagramm zeigt ${labels}.`,
    diagramOf: (topic, labels, more) =>
      topic ? `Dieses Diagramm zeigt ${topic}${more ? ', mit Beschriftungen wie ' : ': '}${labels}.` : `Dieses Diagramm zeigt ${more ? 'Beschriftungen wie ' : ''}${labels}.`,
    step: (n, step) => `Schritt ${n}: ${step}`,
    list: [(items) => `Die Folie nennt ${items}.`, (items) => `Sie zählt ${items} auf.`, (items) => `Hier geht es um ${items}.`],
    single: [(item) => `Die Folie nennt ${item}.`, (item) => `Hier geht es um ${item}.`],
    someOf: (items) => `Die Folie gibt eine lange Liste, beginnend mit ${items}.`,
    parent: (point) => `Der nächste Punkt ist ${point}.`,
    question: (q) => `Eine Frage zum Nachdenken lautet: ${q}`,
    example: (x) => `Ein Beispiel ist ${x}.`,
    adviceFirst: (x) => `Beachten Sie diesen Rat: ${x}.`,
    adviceNext: [(x) => `Außerdem gilt: ${x}.`, (x) => `Und ebenso gilt: ${x}.`],
    codeExample: ({ language }) =>
      `Die Folie zeigt ${language === 'shell' ? 'Befehle für das Terminal' : language === 'stack-trace' ? 'eine Fehlermeldung des Programms' : language ? `ein Codebeispiel in ${language}` : 'ein Codebeispiel'}.`,
    pictureShown: 'Sehen Sie sich auch das Bild auf der Folie an.',
    tableColumns: (cols) => `Die Tabelle hat Spalten für ${cols}.`,
    tableRow: (row) => `Eine Zeile nennt ${row}.`,
    objective: (o) => `Das unterstützt eines der Kursziele: ${o}.`,
    contact: (who, how) => `Wenn etwas unklar ist oder Sie etwas melden müssen, hilft Ihnen ${who}${how}.`,
    recap: (titles) => `Zusammengefasst haben wir ${titles} behandelt.`,
    end: (course, org) => `Damit sind wir am Ende von ${course}${org ? ` bei ${org}` : ''}. Danke, dass Sie sich die Zeit genommen haben.`,
  },
  fr: {
    and: 'et',
    welcome: (course, org) => (org ? `Bienvenue dans ${course}, préparé pour toute l'équipe de ${org}.` : `Bienvenue dans ${course}.`),
    presentedBy: (who) => `Ce cours est présenté par ${who}.`,
    about: (d) => `C'est ${d}.`,
    topic: (t) => `Le sujet du jour est ${t}.`,
    lookAt: [(t) => `Voyons ${t}.`, (t) => `Nous arrivons maintenant à ${t}.`, (t) => `Cette diapositive porte sur ${t}.`],
    questionTitle: (t) => `Commençons par une question : ${t}`,
    continued: (t) => `Nous continuons avec ${t}.`,
    sameTitle: (t, question) => (question ? `Nous restons sur la question : ${t}` : `Nous restons sur ${t}.`),
    answerNext: 'Réfléchissez un instant : la diapositive suivante donne la réponse.',
    answerIs: (a) => `La bonne réponse est celle-ci : ${a}`,
    option: (n, c) => `Option ${n} : ${c}`,
    codeShown: 'le code que montre la diapositive',
    nothingNew: 'Cette diapositive complète la précédente et ajoute l\'étape suivante au même schéma.',
    diagramAdds: (labels) => `Le schéma ajoute maintenant ${labels}.`,
    furtherStep: (run, t) => (run % 2 === 0 ? `La diapositive sur ${t} va maintenant un peu plus loin.` : `Et la diapositive sur ${t} va encore un peu plus loin.`),
    headed: (t) => `Cette diapositive s'intitule ${t}.`,
    untitled: ['Prenez un moment pour regarder cette diapositive.', 'Regardez cette diapositive.'],
    section: (t) => `Nous passons maintenant à une nouvelle partie du cours : ${t}.`,
    closingTitle: 'Nous arrivons à la fin des diapositives.',
    termIs: (term, def) => `${term} désigne ${def}.`,
    figureOf: (figure, measures) => `La diapositive donne ${figure} pour ${measures}.`,
    codeGrid: (boxes) => `La diapositive présente des éléments numérotés dans des cases, dont ${boxes}.`,
    termCloud: (terms) => `La diapositive rassemble des termes utilisés dans ce cours, dont ${terms}.`,
    diagram: (labels) => `Ce schéma montre ${labels}.`,
    diagramOf: (topic, labels, more) =>
      topic ? `Ce schéma montre ${topic}${more ? ', avec des libellés comme ' : ' : '}${labels}.` : `Ce schéma montre ${more ? 'des libellés comme ' : ''}${labels}.`,
    step: (n, step) => `Étape ${n} : ${step}`,
    list: [(items) => `La diapositive cite ${items}.`, (items) => `Elle mentionne ${items}.`, (items) => `On y trouve ${items}.`],
    single: [(item) => `La diapositive mentionne ${item}.`, (item) => `On y trouve ${item}.`],
    someOf: (items) => `La diapositive donne une longue liste, qui commence par ${items}.`,
    parent: (point) => `Le point suivant est ${point}.`,
    question: (q) => `Une question à se poser est celle-ci : ${q}`,
    example: (x) => `Un exemple est ${x}.`,
    adviceFirst: (x) => `Pensez à suivre ce conseil : ${x}.`,
    adviceNext: [(x) => `Il faut aussi : ${x}.`, (x) => `Et encore : ${x}.`],
    codeExample: ({ language }) =>
      `La diapositive montre ${language === 'shell' ? 'des commandes de terminal' : language === 'stack-trace' ? 'un rapport d\'erreur du programme' : language ? `un exemple de code en ${language}` : 'un exemple de code'}.`,
    pictureShown: 'Regardez aussi l\'image sur la diapositive.',
    tableColumns: (cols) => `Le tableau a des colonnes pour ${cols}.`,
    tableRow: (row) => `Une ligne indique ${row}.`,
    objective: (o) => `Cela aide pour l'un des objectifs du cours : ${o}.`,
    contact: (who, how) => `Si quelque chose n'est pas clair ou si vous devez signaler quelque chose, ${who} est là pour vous aider${how}.`,
    recap: (titles) => `Pour résumer, nous avons vu ${titles}.`,
    end: (course, org) => `Nous arrivons à la fin de ${course}${org ? ` chez ${org}` : ''}. Merci d'avoir pris le temps d'apprendre cela.`,
  },
};
