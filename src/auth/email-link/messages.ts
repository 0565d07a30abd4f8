import type { Mail } from '@/mail/send'

/** The e-mails the sign-in pages send. Plain text first: every client shows it. */
export function signInLinkMail(to: string, url: string, minutes: number): Mail {
  return {
    to,
    subject: 'Your Pebble sign-in link',
    text: `Hello,\n\nUse this link to sign in to your Pebble account. It works once, for the next ${minutes} minutes:\n\n${url}\n\nIf you did not ask for it, ignore this e-mail: nobody can sign in without the link.\n\n— Pebble`,
  }
}

export function noAccountMail(to: string, signUpUrl: string, what: 'sign in' | 'reset a password'): Mail {
  return {
    to,
    subject: 'About your Pebble sign-in request',
    text: `Hello,\n\nSomeone (hopefully you) asked to ${what} on the Pebble website with this e-mail address, but there is no Pebble account for it.\n\nTo create one, go to:\n\n${signUpUrl}\n\nIf you have an account under another address, use that one. If you did not ask for this, ignore this e-mail.\n\n— Pebble`,
  }
}

export function passwordResetMail(to: string, url: string, minutes: number): Mail {
  return {
    to,
    subject: 'Reset your Pebble password',
    text: `Hello,\n\nUse this link to choose a new password for your Pebble account. It works once, for the next ${minutes} minutes:\n\n${url}\n\nChoosing a new password signs you out everywhere else. If you did not ask for this, ignore this e-mail: your password stays as it is.\n\n— Pebble`,
  }
}

export function passwordChangedMail(to: string): Mail {
  return {
    to,
    subject: 'Your Pebble password was changed',
    text: `Hello,\n\nThe password of your Pebble account was just changed, and every other session was signed out.\n\nIf this was not you, reset your password now from the sign-in page and contact us.\n\n— Pebble`,
  }
}

/** To the owner of an e-mail address that someone tried to make a new account with. */
export function accountExistsMail(to: string, signInUrl: string, resetUrl: string): Mail {
  return {
    to,
    subject: 'Someone tried to make a Pebble account with your e-mail',
    text: `Hello,\n\nSomeone (hopefully you) tried to create a new Pebble account with this e-mail address, but you already have one. No new account was made and nothing about yours changed.\n\nTo use your account, sign in:\n\n${signInUrl}\n\nForgot your password? Reset it here:\n\n${resetUrl}\n\nIf this was not you, you can ignore this e-mail.\n\n— Pebble`,
  }
}
