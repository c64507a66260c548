import { FormStyles } from '../public-form/components/form-styles';

// The public form's styles are scoped by `.fo-root`, which also pads and centres a whole form;
// an embedded rendering (one field in the designer, answers in a detail page) fills its box.
const EMBEDDED_CSS = `.fo-root.fo-embedded{padding:0;margin:0;max-width:none}
.fo-embedded .fo-section{content-visibility:visible}`;

/** The renderer's CSS: render it once in a page that shows `FieldPreview`s. */
export function FormRendererStyles() {
  return (
    <>
      <FormStyles />
      <style>{EMBEDDED_CSS}</style>
    </>
  );
}
