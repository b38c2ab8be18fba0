/**
 * The notice of V. K. Müller's English-Russian dictionary as Debian's mueller7-dict ships it (the
 * Russian glosses): it is under the GNU GPL 2 or later, whose notice is kept with the data, in English.
 */
export const MUELLER_NOTICE: readonly string[] = [
  'V.K.Mueller English-Russian Dictionary, 7 Edition; "State Publishing House of Foreign and National Dictionaries" Moscow 1961; Free Electronic Version by S.Starostin 1996; Electronic Version by E.S.Cymbalyuk 1999 under GNU GPL.',
  "Copyright (C) 1996 S. Starostin. Copyright (C) 1999-2000 E.S.Cymbalyuk.",
  "This program is free software; you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation; either version 2 of the License, or (at your option) any later version.",
  "This program is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License for more details.",
];

export const GPL_2_URL = "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html";
