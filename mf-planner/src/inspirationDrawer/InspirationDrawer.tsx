import { InspirationPage } from '../inspiration';

/** Content of the shell's inspiration drawer: the inspiration list, compact. */
export function InspirationDrawer() {
  return (
    <div className="mfp-drawer">
      <InspirationPage compact />
    </div>
  );
}
