import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../lib/cx';
import './Button.css';

type ButtonVariant = 'primary' | 'secondary' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A button that is never an accidental submit: the type is 'button' unless asked otherwise. */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type} className={cx('button', `button--${variant}`, className)} {...rest} />;
}
