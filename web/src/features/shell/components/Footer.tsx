import { SHELL } from './shell-styles';

export const CONTACT_EMAIL = 'info@surplusdoors.example';
export const CONTACT_PHONE = '+1 (555) 010-0199';

export function Footer() {
  return (
    <footer className={SHELL.footer}>
      <p className={SHELL.footerText}>© {new Date().getFullYear()} Surplus Doors Marketplace. Powered by a roll-up door company.</p>
      <div className={SHELL.footerLinks}>
        <a className={SHELL.footerLink} href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </a>
        <a className={`${SHELL.footerLink} ${SHELL.footerPhone}`} href={`tel:${CONTACT_PHONE.replace(/[^+\d]/g, '')}`}>
          {CONTACT_PHONE}
        </a>
      </div>
    </footer>
  );
}
