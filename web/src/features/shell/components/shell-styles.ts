/**
 * Class names of the frame around every page (layout, header, sidebar, navigation, footer), styled by shell.css. They keep the look of the MUI components the frame was built from (AppBar, Toolbar,
 * Paper, List, Typography, Link) without computing and serialising those components' styles on every render.
 */
export const SHELL = {
  layout: 'shell',
  column: 'shell-column',
  main: 'shell-main',
  bar: 'shell-bar',
  toolbar: 'shell-toolbar',
  /** Shown below 768 px only, and from 768 px only: CSS, so the server's markup fits every screen. */
  phoneOnly: 'shell-phone-only',
  wideOnly: 'shell-wide-only',
  searchSlot: 'shell-search',
  spacer: 'shell-spacer',
  /** The phone's account button around the initials: a small padding, so the avatar fills the bar's height. */
  avatarButton: 'shell-avatar-button',
  back: 'shell-back',
  sidebar: 'shell-sidebar',
  sidebarPaper: 'shell-sidebar-paper',
  nav: 'shell-nav',
  brand: 'shell-brand',
  brandName: 'shell-brand-name',
  tagline: 'shell-tagline',
  footer: 'shell-footer',
  footerText: 'shell-footer-text',
  footerLinks: 'shell-footer-links',
  footerLink: 'shell-footer-link',
  /** The phone number: one line, never broken at its spaces. */
  footerPhone: 'shell-footer-phone',
} as const;

/** Class names of the navigation's list, which the phone's drawer shows too. */
export const NAV = { list: 'nav-list', link: 'nav-link', current: 'nav-link-current', icon: 'nav-icon', label: 'nav-label' } as const;

export const SIDEBAR_WIDTH = 240;
