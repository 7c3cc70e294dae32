// "Copy" beside a value to type elsewhere (the authenticator secret, the recovery codes).
import { toast } from '@heirloom/platform';
import { Button, type ButtonProps } from '@heirloom/ui/base';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

export function CopyButton({
  text,
  label = 'Copy',
  done = 'Copied',
  ...props
}: { text: string; label?: string; done?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text is on screen to select.
      toast({ title: 'Could not copy', description: 'Select the text and copy it instead.' });
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} {...props}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? done : label}</span>
    </Button>
  );
}
