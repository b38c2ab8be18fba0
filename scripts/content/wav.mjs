// Just enough RIFF/WAVE for joining espeak-ng's output: read 16-bit mono PCM, write one file.

/** The PCM samples of a 16-bit mono WAV file at `sampleRate`. */
export function readPcm(wav, sampleRate) {
  if (wav.toString("ascii", 0, 4) !== "RIFF" || wav.toString("ascii", 8, 12) !== "WAVE") throw new Error("not a WAV file");
  let format = null;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = wav.toString("ascii", at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === "fmt ") {
      format = { audioFormat: wav.readUInt16LE(body), channels: wav.readUInt16LE(body + 2), rate: wav.readUInt32LE(body + 4), bits: wav.readUInt16LE(body + 14) };
    } else if (id === "data") {
      if (!format || format.audioFormat !== 1 || format.channels !== 1 || format.bits !== 16 || format.rate !== sampleRate) {
        throw new Error(`expected 16-bit mono PCM at ${sampleRate} Hz, got ${JSON.stringify(format)}`);
      }
      // espeak-ng may leave the size of a streamed file unset: take what is there.
      return wav.subarray(body, Math.min(wav.length, body + size));
    }
    at = body + size + (size % 2);
  }
  throw new Error("WAV file without a data chunk");
}

/** `seconds` of silence as a piece for concatenateSpeech. */
export const silence = (seconds, sampleRate) => ({ pcm: Buffer.alloc(Math.round(seconds * sampleRate) * 2) });

/**
 * Joins pieces (silence, or a spoken turn's WAV tagged with its turn index) into one WAV file and
 * returns it with its duration and the start time of every turn.
 */
export function concatenateSpeech(pieces, sampleRate) {
  const turnStartSeconds = [];
  const chunks = [];
  let bytes = 0;
  for (const piece of pieces) {
    const pcm = piece.pcm ?? readPcm(piece.wav, sampleRate);
    if (piece.turn !== undefined) turnStartSeconds[piece.turn] = bytes / 2 / sampleRate;
    chunks.push(pcm);
    bytes += pcm.length;
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + bytes, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(bytes, 40);
  return { wav: Buffer.concat([header, ...chunks]), durationSeconds: bytes / 2 / sampleRate, turnStartSeconds };
}
