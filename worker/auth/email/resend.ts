/** Production mail over Resend's HTTP API (`POST /emails`, bearer key, JSON body). */
import { AuthError } from "../errors";
import type { Mailer } from "./messages";

export const RESEND_ENDPOINT = "https://api.resend.com/emails";

export function resendMailer(options: { apiKey: string; from: string; endpoint?: string }): Mailer {
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(options.endpoint ?? RESEND_ENDPOINT, {
          method: "POST",
          headers: { Authorization: `Bearer ${options.apiKey}`, "Content-Type": "application/json" },
          body: JSON.stringify({ from: options.from, to: [message.to], subject: message.subject, text: message.text, html: message.html }),
        });
      } catch (err) {
        console.error("email provider unreachable", err);
        throw new AuthError(500, "unexpected_failure", "Error sending email");
      }
      if (!response.ok) {
        console.error(`email provider answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
        throw new AuthError(500, "unexpected_failure", "Error sending email");
      }
    },
  };
}
