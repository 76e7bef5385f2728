import { Heading, Stack, Text } from '@emind/web-ui';

const sections: { title: string; body: string }[] = [
  {
    title: '1. Aceptación de los términos',
    body: 'Al crear una cuenta o usar e-mind aceptas estos términos y nuestra política de privacidad. Si no estás de acuerdo, no utilices la plataforma.',
  },
  {
    title: '2. Descripción del servicio',
    body: 'e-mind conecta a personas que buscan atención psicológica con psicólogos clínicos certificados, que atienden en sesiones online por videollamada. e-mind no presta atención de urgencia: ante una emergencia llama al 131 o acude al servicio de urgencia más cercano.',
  },
  {
    title: '3. Elegibilidad',
    body: 'Debes tener al menos 18 años para registrarte y usar la plataforma. Los psicólogos deben contar con su título profesional y su inscripción vigente en el Registro Nacional de Prestadores Individuales de Salud, que e-mind verifica antes de publicar su perfil.',
  },
  {
    title: '4. Cuentas de usuario',
    body: 'Eres responsable de la veracidad de tus datos y de la confidencialidad de tu contraseña. Avísanos de inmediato si sospechas un uso no autorizado de tu cuenta. Podemos suspender cuentas que infrinjan estos términos.',
  },
  {
    title: '5. Privacidad y protección de datos',
    body: 'Tratamos tus datos personales y de salud conforme a la Ley N° 19.628 sobre protección de la vida privada y la Ley N° 20.584 sobre derechos y deberes de los pacientes. Solo los usamos para prestar el servicio y no los vendemos a terceros.',
  },
  {
    title: '6. Limitación de responsabilidad',
    body: 'Cada psicólogo es responsable de la atención clínica que presta. e-mind facilita el contacto, la agenda y el pago, y no responde por diagnósticos ni tratamientos, ni por interrupciones del servicio ajenas a su control.',
  },
  {
    title: '7. Modificaciones',
    body: 'Podemos actualizar estos términos. Te avisaremos de los cambios relevantes; si sigues usando la plataforma después de su publicación, se entenderá que los aceptas.',
  },
  {
    title: '8. Ley aplicable',
    body: 'Estos términos se rigen por las leyes de la República de Chile, incluida la Ley N° 19.496 sobre protección de los derechos de los consumidores. Cualquier controversia se someterá a los tribunales ordinarios de justicia de Chile.',
  },
  {
    title: '9. Contacto',
    body: 'Para dudas sobre estos términos escríbenos desde la página de contacto o al correo de e-mind indicado en el sitio.',
  },
];

export function TermsContent() {
  return (
    <Stack gap="4">
      {sections.map((section) => (
        <Stack key={section.title} gap="1">
          <Heading as="h3" size="sm">
            {section.title}
          </Heading>
          <Text fontSize="sm">{section.body}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
