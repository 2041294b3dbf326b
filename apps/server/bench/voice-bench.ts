// `npm run bench:voice`: each installed built-in voice (Debian's flite with rms and slt, espeak-ng en-us)
// speaks the same ten narration paragraphs the way the product does (sentence by sentence, Flite hearing the
// spoken form of spoken-for-flite.ts), and an independent offline recogniser writes down what it heard. Its
// word error rate is a proxy for how well a learner understands the voice (not for how natural it sounds).
// Also printed: the engine's CPU per paragraph and its peak memory. The recogniser is PocketSphinx with its
// stock US English model (apt-get install -y pocketsphinx pocketsphinx-en-us sox): a test tool on a
// developer's machine, never a product dependency; without it the bench measures CPU and memory only.
// A short sample of each voice is written where a person can listen to it (the folder is printed).
// Issue 26's goal: the default English voice (Flite rms) at most 25 % word error rate.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findProgram } from '../src/providers/find-program.ts';
import { encodeMp3 } from '../src/providers/speech/mp3.ts';
import { splitSentences } from '../src/providers/speech/sentences.ts';
import { fliteStretch, type FliteVoice } from '../src/providers/speech/speech-voices.ts';
import { spokenForFlite } from '../src/providers/speech/spoken-for-flite.ts';
import { readWav } from '../src/providers/speech/wav.ts';

const run = promisify(execFile);
const goal = 0.25;
// The product's pace (165 words a minute) unless WORDS_PER_MINUTE says otherwise; ONLY=rms measures one voice.
const wordsPerMinute = Number(process.env.WORDS_PER_MINUTE) || 165;
const only = process.env.ONLY;
const pauseSeconds = 0.3;

/** Ten narration paragraphs of 36–66 words, in the product's style, with the addresses, acronyms and years decks have. */
const paragraphs = [
  'Welcome to this short course on information security. Over the next few minutes you will learn how attackers try to trick people, how to recognise the warning signs, and what to do when something looks wrong. Please take your time with each slide.',
  'Phishing e-mails try to make you act quickly. They may claim that your account will be closed or that a payment is overdue. Before you click a link, check the sender, hover over the address and ask yourself whether the request makes sense.',
  'Multi-factor authentication, or MFA, protects your account even when a password is stolen. After you type your password, you confirm the sign-in on your phone. Never approve a request that you did not start yourself, and report it to the help desk at once.',
  'The OWASP Top 10 from 2013 lists the most critical risks to web applications. Injection comes first: an attacker sends data that the application runs as a command. Use parameterised queries so that user input is never read as SQL.',
  'Cross-site scripting, known as XSS, lets an attacker run their own script in another user\'s browser. It happens when a page shows input without escaping it. Encode every value you place in a page, and let the framework do this for you wherever it can.',
  'Personal data must be handled with care under the GDPR. Collect only what you need, keep it no longer than necessary, and store it where only the right people can read it. If you lose a laptop or a phone, report it within 24 hours.',
  'Lock your screen whenever you leave your desk, even for a minute. A colleague or a visitor could read confidential files or send messages in your name. On most computers you can lock the screen by pressing the Windows key and the letter L together.',
  'Strong passwords are long rather than complicated. A sentence of four or five ordinary words is easier to remember and harder to guess than a short word with symbols. Use a different password for every service, and keep them in the company password manager.',
  'If you think you have clicked a malicious link, do not panic and do not try to fix it alone. Disconnect from the network, write down what happened, and call the IT service desk. Reporting early limits the damage for everyone.',
  'Thank you for completing this course. You can review any slide again from the course page, and you will find the policies we mentioned on the intranet. Questions about security can be sent to security@example.com at any time.',
];

interface Voice {
  name: string;
  /** Speaks one paragraph: WAV files of its parts, in order. */
  speak: (paragraph: string, dir: string) => Promise<{ wavs: string[]; cpuSeconds: number; peakMb: number }>;
}

const time = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/** Runs a program, with its CPU seconds and peak resident memory where GNU time is installed. */
async function measured(program: string, args: string[]) {
  if (!time) {
    const started = process.cpuUsage();
    await run(program, args);
    const used = process.cpuUsage(started);
    return { cpuSeconds: (used.user + used.system) / 1e6, peakMb: 0 };
  }
  const { stderr } = await run(time, ['-f', 'BENCH %U %S %M', program, ...args]);
  const [, user, system, kb] = /BENCH ([\d.]+) ([\d.]+) (\d+)/.exec(stderr)!;
  return { cpuSeconds: Number(user) + Number(system), peakMb: Number(kb) / 1024 };
}

const flite = findProgram('flite', undefined);
const espeak = findProgram('espeak-ng', undefined);
const voices: Voice[] = [];
for (const voice of ['rms', 'slt'] as FliteVoice[]) {
  if (!flite) break;
  voices.push({
    name: `flite ${voice}${voice === 'rms' ? ' (default)' : ''}`,
    async speak(paragraph, dir) {
      const wavs: string[] = [];
      let cpuSeconds = 0;
      let peakMb = 0;
      for (const [i, sentence] of splitSentences(paragraph).entries()) {
        const wav = path.join(dir, `${i}.wav`);
        const stretch = String(fliteStretch(voice, wordsPerMinute));
        const used = await measured(flite, ['-voice', voice, '--setf', `duration_stretch=${stretch}`, '-t', spokenForFlite(sentence), '-o', wav]);
        cpuSeconds += used.cpuSeconds;
        peakMb = Math.max(peakMb, used.peakMb);
        wavs.push(wav);
      }
      return { wavs, cpuSeconds, peakMb };
    },
  });
}
if (espeak) {
  voices.push({
    name: 'espeak-ng en-us',
    async speak(paragraph, dir) {
      const wav = path.join(dir, 'all.wav');
      const used = await measured(espeak, ['-v', 'en-us', '-s', String(wordsPerMinute), '-w', wav, splitSentences(paragraph).join(' ')]);
      return { wavs: [wav], ...used };
    },
  });
}
if (only) voices.splice(0, voices.length, ...voices.filter((voice) => voice.name.includes(only)));
if (voices.length === 0) {
  console.log('bench:voice needs flite or espeak-ng: apt-get install -y flite espeak-ng');
  process.exit(1);
}

const recogniser = findProgram('pocketsphinx_continuous', undefined);
const sox = findProgram('sox', undefined);
const model = '/usr/share/pocketsphinx/model/en-us';
const canRecognise = Boolean(recogniser && sox && fs.existsSync(path.join(model, 'en-us')));
if (!canRecognise) {
  console.log('No recogniser (apt-get install -y pocketsphinx pocketsphinx-en-us sox; a test tool, not a product dependency):');
  console.log('word error rates are skipped, CPU and memory are measured.');
}

/** 16-bit mono WAV of float samples. */
function wavOf(samples: Float32Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(s * 32767))), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The parts joined with the product's pause between sentences. */
function joinParts(wavs: string[]) {
  const parts = wavs.map((file) => readWav(fs.readFileSync(file)));
  const sampleRate = parts[0]!.sampleRate;
  const pause = Math.round(pauseSeconds * sampleRate);
  const samples = new Float32Array(parts.reduce((n, p) => n + p.samples.length + pause, 0));
  let at = 0;
  for (const part of parts) {
    samples.set(part.samples, at);
    at += part.samples.length + pause;
  }
  return { samples, sampleRate };
}

/** What the recogniser heard in a WAV file. */
async function recognise(wav: string, dir: string): Promise<string> {
  const sixteen = path.join(dir, 'heard.wav');
  await run(sox!, [wav, '-r', '16000', '-c', '1', '-b', '16', sixteen]);
  const { stdout } = await run(recogniser!, [
    '-infile', sixteen,
    '-hmm', path.join(model, 'en-us'),
    '-lm', path.join(model, 'en-us.lm.bin'),
    '-dict', path.join(model, 'cmudict-en-us.dict'),
    '-logfn', '/dev/null',
  ], { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** Both sides normalised the same way: the spoken form, lower case, no punctuation. */
const words = (text: string) =>
  spokenForFlite(text)
    .toLowerCase()
    .replace(/[-–—/]/g, ' ')
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

/** Word-level edit distance of the heard words from the reference. */
function editDistance(reference: string[], heard: string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= heard.length; j++) {
      const substitution = previous[j - 1]! + (reference[i - 1] === heard[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[heard.length]!;
}

const samplesDir = path.join(os.tmpdir(), 'complyra-voice-samples');
fs.mkdirSync(samplesDir, { recursive: true });
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-voice-bench-'));
const rows: string[] = [];
let defaultRate: number | null = null;
try {
  for (const voice of voices) {
    let errors = 0;
    let referenceWords = 0;
    let cpu = 0;
    let peak = 0;
    let audioSeconds = 0;
    for (const [i, paragraph] of paragraphs.entries()) {
      const dir = fs.mkdtempSync(path.join(workDir, 'p'));
      const spoken = await voice.speak(paragraph, dir);
      cpu += spoken.cpuSeconds;
      peak = Math.max(peak, spoken.peakMb);
      const { samples, sampleRate } = joinParts(spoken.wavs);
      audioSeconds += samples.length / sampleRate;
      const joined = path.join(dir, 'paragraph.wav');
      fs.writeFileSync(joined, wavOf(samples, sampleRate));
      if (i === 0) {
        const sample = path.join(samplesDir, voice.name.replace(/ \(default\)/, '').replace(/\s+/g, '-'));
        fs.copyFileSync(joined, `${sample}.wav`);
        fs.writeFileSync(`${sample}.mp3`, await encodeMp3(samples, sampleRate));
      }
      if (canRecognise) {
        const reference = words(paragraph);
        errors += editDistance(reference, words(await recognise(joined, dir)));
        referenceWords += reference.length;
      }
    }
    const rate = canRecognise ? errors / referenceWords : null;
    if (voice.name.endsWith('(default)')) defaultRate = rate;
    rows.push(
      `${voice.name.padEnd(24)} ${rate === null ? '   —  ' : `${(rate * 100).toFixed(1).padStart(5)} %`}   ` +
        `${((cpu / paragraphs.length) * 1000).toFixed(0).padStart(5)} ms   ${peak.toFixed(0).padStart(4)} MB   ` +
        `${(audioSeconds / cpu).toFixed(0).padStart(4)}x real time`,
    );
    console.log(`measured: ${rows.at(-1)}`);
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}

console.log(`\n${paragraphs.length} paragraphs at ${wordsPerMinute} words a minute; word error rate by PocketSphinx (en-us), after the same normalisation of both sides`);
console.log('voice                    word error   CPU/paragraph   peak memory   speed');
for (const row of rows) console.log(row);
console.log(`\nSamples to listen to (the first paragraph): ${samplesDir}`);
if (defaultRate !== null) {
  const ok = defaultRate <= goal;
  console.log(`Default English voice: ${(defaultRate * 100).toFixed(1)} % word error (goal ≤ ${goal * 100} %): ${ok ? 'met' : 'NOT met'}`);
  if (!ok) process.exitCode = 1;
}
