import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { classNames, focusRing } from "../../components/ui/class-names";
import { Loading } from "../../components/ui/Spinner";
import { useIsDevelopment } from "../../lib/app-config";
import { Notice, TextField } from "../../components/ui/form-fields";
import { useAuthTranslation } from "../../features/auth/translations";
import { authUrl, PUBLISHABLE_KEY } from "../../lib/auth/config";
import { useDocumentTitle } from "../../lib/document-title";
import NotFoundPage from "../NotFoundPage";

/** One message of GET /auth/v1/dev/mailbox (worker/auth/routes/dev-mailbox.ts). */
type MailboxMessage = { id: number; to: string; subject: string; text: string; link: string; created_at: string };

async function fetchMailbox(email: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${authUrl()}/dev/mailbox?${new URLSearchParams({ email })}`, {
    headers: { Accept: "application/json", apikey: PUBLISHABLE_KEY },
  });
  if (!response.ok) throw new Error(`The development mailbox answered ${response.status}`);
  const body = (await response.json()) as { messages: MailboxMessage[] };
  return body.messages;
}

function MessageCard({ message }: { message: MailboxMessage }) {
  const { t, i18n } = useAuthTranslation();
  return (
    <Card>
      <article className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{message.subject}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600 dark:text-slate-300">
          <dt>{t("devMailbox.to")}</dt>
          <dd>{message.to}</dd>
          <dt>{t("devMailbox.sent")}</dt>
          <dd>{new Date(message.created_at).toLocaleString(i18n.language)}</dd>
        </dl>
        <pre className="overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm whitespace-pre-wrap dark:bg-slate-800">{message.text}</pre>
        <a
          href={message.link}
          className={classNames("self-start rounded font-medium text-indigo-600 underline dark:text-indigo-400", focusRing)}
        >
          {t("devMailbox.openLink")}
        </a>
      </article>
    </Card>
  );
}

function Mailbox({ email }: { email: string }) {
  const { t } = useAuthTranslation();
  const { t: tCommon } = useTranslation();
  const mailbox = useQuery({ queryKey: ["dev-mailbox", email], queryFn: () => fetchMailbox(email), staleTime: 0 });
  if (mailbox.isPending) return <Loading label={tCommon("loading")} />;
  if (mailbox.isError) return <Notice>{t("devMailbox.loadFailed")}</Notice>;
  return (
    <div className="flex flex-col gap-4">
      <Button variant="secondary" className="self-start" onClick={() => void mailbox.refetch()} disabled={mailbox.isFetching}>
        {t("devMailbox.refresh")}
      </Button>
      {mailbox.data.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t("devMailbox.empty")}</p>
      ) : (
        mailbox.data.map((message) => <MessageCard key={message.id} message={message} />)
      )}
    </div>
  );
}

/**
 * /dev/mailbox: the emails the development mail provider stored instead of sending, so a person can
 * follow a confirmation link with no mail server. Not found in production, where the server has no mailbox.
 */
export default function DevMailboxPage() {
  const { t } = useAuthTranslation();
  const { t: tCommon } = useTranslation();
  const isDevelopment = useIsDevelopment();
  const [params, setParams] = useSearchParams();
  const email = params.get("email") ?? "";
  const [draft, setDraft] = useState(email);
  useDocumentTitle(t("devMailbox.title"));

  if (isDevelopment === undefined) return <Loading label={tCommon("loading")} className="min-h-64" />;
  if (!isDevelopment) return <NotFoundPage />;

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams({ email: draft.trim() });
  };

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t("devMailbox.title")}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("devMailbox.description")}</p>
      </div>
      <form onSubmit={show} className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextField label={t("fields.email")} name="email" type="email" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </div>
        <Button type="submit">{t("devMailbox.show")}</Button>
      </form>
      {email && <Mailbox email={email} />}
    </section>
  );
}
