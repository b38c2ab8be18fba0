/**
 * 'Permissions Required' (spec §2, §4): stands in front of the voice and speaking features until
 * notifications and the microphone are both granted, then shows its children.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { classNames } from "../../components/ui/class-names";
import { Loading } from "../../components/ui/Spinner";
import {
  allGranted,
  browserPlatform,
  notificationsSupported,
  readPermissions,
  request,
  type GatedPermission,
  type PermissionsPlatform,
  type PermissionsState,
  type PermissionState,
} from "./permissions";
import { useShellTranslation } from "./translations";

export function PermissionsGate({ children, platform: givenPlatform }: { children: ReactNode; platform?: PermissionsPlatform }) {
  const { t } = useShellTranslation();
  const [platform] = useState(() => givenPlatform ?? browserPlatform());
  const [state, setState] = useState<PermissionsState | null>(null);
  const [asking, setAsking] = useState<GatedPermission | null>(null);

  useEffect(() => {
    let active = true;
    void readPermissions(platform).then((read) => {
      if (active) setState(read);
    });
    return () => {
      active = false;
    };
  }, [platform]);

  if (!state) return <Loading label={t("permissions.checking")} />;
  if (allGranted(state, platform)) return children;

  const ask = async (name: GatedPermission) => {
    setAsking(name);
    const result = await request(name, platform);
    setState((current) => (current ? { ...current, [name]: result } : current));
    setAsking(null);
  };

  const rows: { name: GatedPermission; label: string; action: string; help: string }[] = [
    ...(notificationsSupported(platform)
      ? [
          {
            name: "push" as const,
            label: t("permissions.notifications"),
            action: t("permissions.enableNotifications"),
            help: t("permissions.notificationsHelp"),
          },
        ]
      : []),
    {
      name: "microphone",
      label: t("permissions.microphone"),
      action: t("permissions.enableMicrophone"),
      help: t("permissions.microphoneHelp"),
    },
  ];

  return (
    <Card role="region" aria-labelledby="permissions-required-title" className="mx-auto my-6 flex max-w-lg flex-col gap-4">
      <div>
        <h2 id="permissions-required-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("permissions.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("permissions.description")}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.name} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-900 dark:text-white">{row.label}</span>
              <StateBadge state={state[row.name]} />
            </div>
            {state[row.name] === "denied" && <p className="text-sm text-slate-600 dark:text-slate-300">{row.help}</p>}
            {state[row.name] !== "granted" && (
              <Button onClick={() => void ask(row.name)} disabled={asking !== null} className="self-start">
                {row.action}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {!notificationsSupported(platform) && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("permissions.notificationsUnsupported")}</p>
      )}
    </Card>
  );
}

function StateBadge({ state }: { state: PermissionState }) {
  const { t } = useShellTranslation();
  return (
    <span
      className={classNames(
        "rounded-full px-2 py-0.5 text-xs font-medium",
        state === "granted" && "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
        state === "denied" && "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
        state === "prompt" && "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
      )}
    >
      {t(`permissions.state.${state}`)}
    </span>
  );
}
