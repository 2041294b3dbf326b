// "What website do I download Git from?", "What email address reaches the team?", "¿En qué página …?": the answer
// is an address, and the sentence giving one answers ("go to git-scm.com/downloads", "Email the OSCAL team at
// oscal@nist.gov"), not one holding the question's other words ("git pull … download it to your local repository").

const asksAddress = new RegExp(
  String.raw`\b(?:what|which)\s+(?:(?:web\s*)?site|website|web\s+page|url|link|(?:e-?mail\s+)?address|e-?mail)\b|` +
    String.raw`\bqu[ée]\s+(?:p[áa]gina|sitio|enlace|direcci[óo]n|correo)\b`,
  'iu',
);
/** An e-mail address, a URL, or a domain name ("git-scm.com/downloads"). */
const address = /[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\/|\bwww\.|\b[\w-]+\.(?:com|org|gov|net|edu|io)\b/iu;

/** Whether a question asks for an address: a website, a link, an e-mail address. */
export const addressAsked = (question: string) => asksAddress.test(question);
/** Whether a text gives an address. */
export const givesAddress = (text: string) => address.test(text);
