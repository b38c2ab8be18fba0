/** Pronouncing a word, apart from the dictionary's data hooks: the signed-out look-up needs only this. */
import { toast } from "sonner";
import { speak } from "../../lib/speech";

/** Speaks `text`; a browser without (working) speech synthesis gets the spec's failure toast. */
export function playPronunciation(text: string, failureMessage: string): void {
  speak(text).catch(() => toast.error(failureMessage));
}
