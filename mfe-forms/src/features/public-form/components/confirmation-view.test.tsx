import { act, screen } from '@testing-library/react';
import type { DetailsResult } from '../api/get-public-form-details';
import { details, organization, renderWithEnv } from '../test-support';
import { ConfirmationView } from './confirmation-view';

function renderConfirmation(result: Promise<DetailsResult>, language: 'en' | 'fr' = 'en') {
  renderWithEnv(<ConfirmationView formId="form-1" loadDetails={() => result} />, { language });
}

describe('confirmation page (spec 001 §2)', () => {
  it('shows a spinner until loaded, then the form avatar, names and the success message', async () => {
    let resolve: (result: DetailsResult) => void = () => undefined;
    renderConfirmation(new Promise((done) => (resolve = done)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => resolve({ status: 'ok', details: details({ steps: [], rules: [] }, { avatar: 'avatars/f1/camp.png' }) }));
    const image = screen.getByAltText('Logo of Club Aquatique Laval');
    expect(image).toHaveAttribute('src', 'http://api.test/api/form/file/avatars/f1/camp.png');
    expect(image).toHaveAttribute('width', '150');
    expect(image).toHaveAttribute('height', '150');
    expect(screen.getByText('Club Aquatique Laval')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summer camp' })).toBeInTheDocument();
    expect(screen.getByText('Your submission to Summer camp was received successfully.')).toBeInTheDocument();
  });

  it('falls back to the organization avatar and names the form in the current language', async () => {
    renderConfirmation(Promise.resolve({ status: 'ok', details: details({ steps: [], rules: [] }) }), 'fr');
    expect(await screen.findByText('Votre soumission à Camp d’été a bien été reçue.')).toBeInTheDocument();
    expect(screen.getByAltText('Logo de Club Aquatique Laval')).toHaveAttribute('src', `http://api.test/api/form/file/${organization.avatar ?? ''}`);
  });

  it('says so for an unknown form', async () => {
    renderConfirmation(Promise.resolve({ status: 'notFound' }));
    expect(await screen.findByText('This form does not exist or is not available.')).toBeInTheDocument();
  });
});
