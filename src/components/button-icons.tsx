/** Outline icons of small buttons (the dictionary's, a word card's); decorative (every button has a text or an aria-label). */
import type { ReactNode } from "react";
import { Icon as OutlineIcon, type IconProps } from "./icons";

/** The app's outline frame, one size smaller to sit inside small buttons. */
const Icon = ({ children, className = "size-4" }: { children: ReactNode; className?: string }) => (
  <OutlineIcon className={className}>{children}</OutlineIcon>
);

export const SpeakerIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4 9v6h4l5 4V5L8 9Z" />
    <path d="M16.5 8.5a5 5 0 0 1 0 7" />
    <path d="M19 6a8.5 8.5 0 0 1 0 12" />
  </Icon>
);

/** A list with one line marked: the word's meanings, one chosen. */
export const MeaningsIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="12" r="1.5" />
  </Icon>
);

export const CopyIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </Icon>
);

export const TrashIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4 7h16" />
    <path d="M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13" />
    <path d="M9 7V4h6v3" />
  </Icon>
);

export const PlusIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const RefreshIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M20 11a8 8 0 0 0-14.5-4.5L4 8" />
    <path d="M4 4v4h4" />
    <path d="M4 13a8 8 0 0 0 14.5 4.5L20 16" />
    <path d="M20 20v-4h-4" />
  </Icon>
);

export const FolderIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1Z" />
  </Icon>
);

export const UploadIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </Icon>
);

export const DownloadIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 4v12M7 11l5 5 5-5" />
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </Icon>
);

export const SortIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M7 4v16M3 16l4 4 4-4" />
    <path d="M17 20V4M13 8l4-4 4 4" />
  </Icon>
);

export const PencilIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4 20h4L19 9l-4-4L4 16Z" />
    <path d="M13.5 6.5l4 4" />
  </Icon>
);

export const SrsIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M20 12a8 8 0 1 1-2.3-5.7" />
    <path d="M20 4v5h-5" />
    <path d="M12 8v4l3 2" />
  </Icon>
);
