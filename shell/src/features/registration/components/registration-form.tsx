import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { asUserType, dashboardPaths, PHONE_PREFIX } from '@emind/domain';
import { useSessionStore } from '@emind/web-session';
import { Text, toast } from '@emind/web-ui';
import { registerError, registerMessages, useRegister, type AccountType } from '../api/register.ts';
import { personalFields, registrationSchema, serverFieldToFormField, type RegistrationValues } from './registration-schema.ts';
import { PersonalStep } from './personal-step.tsx';
import { AccessStep } from './access-step.tsx';

/** `redirect`: a same-site path the person was headed to before signing up (already checked), else their dashboard. */
export function RegistrationForm({ userType, redirect = null }: { userType: AccountType; redirect?: string | null }) {
  const [step, setStep] = useState<1 | 2>(1);
  const navigate = useNavigate();
  const mutation = useRegister();
  const form = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { first_name: '', last_name: '', email: '', phone: PHONE_PREFIX, password: '', password2: '', terms: false },
  });

  const goToAccess = async () => {
    if (await form.trigger([...personalFields])) setStep(2);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const session = await mutation.mutateAsync({ ...values, userType });
      const role = asUserType(session.user.user_type);
      if (!role) throw new Error('Error en el tipo de usuario');
      useSessionStore.getState().signIn({ ...session, user: { ...session.user, user_type: role } });
      toast.success(registerMessages.success);
      navigate(redirect ?? dashboardPaths[role], { replace: true });
    } catch (error) {
      const { message, fields } = registerError(error);
      let backToPersonal = false;
      for (const [serverField, fieldMessage] of Object.entries(fields)) {
        const field = serverFieldToFormField[serverField];
        if (!field) continue;
        form.setError(field, { type: 'server', message: fieldMessage });
        if ((personalFields as readonly string[]).includes(field)) backToPersonal = true;
      }
      if (backToPersonal) setStep(1);
      toast.error(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Text fontSize="sm" color="fg.muted" mb="4">
        Paso {step} de 2: {step === 1 ? 'Información personal' : 'Datos de acceso'}
      </Text>
      {step === 1 ? (
        <PersonalStep form={form} onContinue={() => void goToAccess()} />
      ) : (
        <AccessStep form={form} onBack={() => setStep(1)} submitting={mutation.isPending} />
      )}
    </form>
  );
}
