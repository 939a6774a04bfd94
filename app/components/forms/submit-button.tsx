import { useTranslation } from "~/i18n/use-translation";
import { useNavigation } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";

/**
 * A form's submit button: while its form is being sent it says 'Behandler...' and cannot be
 * pressed twice. `intent` tells forms on the same page apart.
 */
export function SubmitButton({
  children,
  intent,
  action,
  pendingLabel,
  ...props
}: ButtonProps & { intent?: string; action?: string; pendingLabel?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (action === undefined || navigation.formAction?.startsWith(action)) &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <Button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={pending || props.disabled}
      aria-disabled={pending || undefined}
      {...props}
    >
      {pending ? (pendingLabel ?? t("common.processing")) : children}
    </Button>
  );
}
