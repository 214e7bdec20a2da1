import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

/**
 * A style sheet of class names, made from the theme once and kept as CSS text. <GlobalStyles> then only hashes
 * the text on each render, on the server and while the browser hydrates, instead of building the style object and
 * serialising it again.
 */
export function themeStyles(build: (theme: Theme) => object): (theme: Theme) => SerializedStyles {
  // By the theme's palette: MUI's ThemeProvider hands out a shallow copy of the theme per instance, and the server
  // renders every page with a new one.
  const sheets = new WeakMap<Theme['palette'], SerializedStyles>();
  return (theme) => {
    let sheet = sheets.get(theme.palette);
    if (!sheet) {
      // As a CSSObject: MUI's typography variants are typed with a '@font-face' key that Emotion's type does not take.
      sheet = css(build(theme) as CSSObject);
      sheets.set(theme.palette, sheet);
    }
    return sheet;
  };
}
