/** PCM samples of a 16-bit mono or stereo WAV file, as floats in [-1, 1] (stereo is mixed down). */
export function readWav(wav: Uint8Array): { sampleRate: number; samples: Float32Array } {
  const view = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  if (view.toString('ascii', 0, 4) !== 'RIFF' || view.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let at = 12;
  let sampleRate = 0;
  let channels = 1;
  let bits = 16;
  while (at + 8 <= view.length) {
    const id = view.toString('ascii', at, at + 4);
    const declared = view.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      channels = view.readUInt16LE(body + 2);
      sampleRate = view.readUInt32LE(body + 4);
      bits = view.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (bits !== 16 || !sampleRate) throw new Error('only 16-bit PCM WAV is supported');
      // Streaming writers leave the size at its maximum: the data runs to the end of the file.
      const end = Math.min(view.length, body + declared);
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Float32Array(frames);
      // A DataView, not Buffer.readInt16LE: a narration's hours of samples cost a tenth of the time.
      const data = new DataView(wav.buffer, wav.byteOffset + body, frames * channels * 2);
      if (channels === 1) {
        for (let i = 0; i < frames; i++) samples[i] = data.getInt16(i * 2, true) / 32768;
        return { sampleRate, samples };
      }
      for (let i = 0; i < frames; i++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += data.getInt16((i * channels + c) * 2, true);
        samples[i] = sum / channels / 32768;
      }
      return { sampleRate, samples };
    }
    at = body + declared + (declared % 2);
  }
  throw new Error('the WAV file has no audio data');
}

/** Mono PCM as a 16-bit WAV file (what espeak-ng and Flite write, so no precision is lost). */
export function writeWav(samples: Float32Array, sampleRate: number): Buffer {
  const wav = Buffer.alloc(44 + samples.length * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples.length * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples.length * 2, 40);
  const pcm = new Int16Array(wav.buffer, wav.byteOffset + 44, samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32768)));
  return wav;
}
