import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { content, field, renderFields, section, step } from '../../test-support';

function one(fieldDefinition: unknown) {
  return content([step('s1', [section('sec', [fieldDefinition])])]);
}

describe('field renderers (spec 001 §3 field catalogue)', () => {
  it('Text keeps what is typed and its maxLength', () => {
    const { store } = renderFields(one(field('name', 'Text', { text: 'Name', maxLength: 20, placeholder: 'Your name' })));
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('maxlength', '20');
    expect(input).toHaveAttribute('placeholder', 'Your name');
    fireEvent.change(input, { target: { value: 'Ada' } });
    expect(input).toHaveValue('Ada');
    expect(store.getValues().name).toBe('Ada');
  });

  it('LongText is a multi-line box', () => {
    const { store } = renderFields(one(field('notes', 'LongText', { text: 'Notes' })));
    const box = screen.getByLabelText('Notes');
    expect(box.tagName).toBe('TEXTAREA');
    fireEvent.change(box, { target: { value: 'line 1\nline 2' } });
    expect(store.getValues().notes).toBe('line 1\nline 2');
  });

  it('MaskText applies its mask as the visitor types', () => {
    const { store } = renderFields(one(field('phone', 'MaskText', { text: 'Phone', mask: '999-999-9999' })));
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '5145551234' } });
    expect(store.getValues().phone).toBe('514-555-1234');
  });

  it('EmailAddress is an e-mail input', () => {
    const { store } = renderFields(one(field('mail', 'EmailAddress', { text: 'E-mail' })));
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('type', 'email');
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    expect(store.getValues().mail).toBe('ada@example.com');
  });

  it('Numeric stores a number, clears to null and ignores the mouse wheel (spec 001 §5)', () => {
    const { store } = renderFields(one(field('age', 'Numeric', { text: 'Age', min: 1, max: 99, decimals: 1 })));
    const input = screen.getByLabelText('Age');
    expect(input).toHaveAttribute('step', '0.1');
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(store.getValues().age).toBe(12.5);
    input.focus();
    expect(input).toHaveFocus();
    fireEvent.wheel(input, { deltaY: 100 });
    expect(input).not.toHaveFocus();
    expect(store.getValues().age).toBe(12.5);
    fireEvent.change(input, { target: { value: '' } });
    expect(store.getValues().age).toBeNull();
  });

  it('Date and Birthdate keep YYYY-MM-DD; a birthdate cannot be picked in the future', () => {
    const { store } = renderFields(content([step('s1', [section('sec', [field('day', 'Date', { text: 'Day' }), field('born', 'Birthdate', { text: 'Born' })])])]));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-07-01' } });
    expect(store.getValues().day).toBe('2026-07-01');
    expect(screen.getByLabelText('Born')).toHaveAttribute('max');
  });

  it('Time and Datetime store the spec formats h:mm A and YYYY-MM-DD h:mm A', () => {
    const { store } = renderFields(content([step('s1', [section('sec', [field('at', 'Time', { text: 'At' }), field('when', 'Datetime', { text: 'When' })])])]));
    fireEvent.change(screen.getByLabelText('At'), { target: { value: '14:05' } });
    fireEvent.change(screen.getByLabelText('When'), { target: { value: '2026-07-01T09:30' } });
    expect(store.getValues().at).toBe('2:05 PM');
    expect(store.getValues().when).toBe('2026-07-01 9:30 AM');
    expect(screen.getByLabelText('At')).toHaveValue('14:05');
  });

  it.each(['CheckBox', 'Toggle', 'Acknowledgment'])('%s is a box labelled by the field text', (type) => {
    const { store } = renderFields(one(field('ok', type, { text: 'I agree' })));
    const box = screen.getByLabelText('I agree');
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(store.getValues().ok).toBe(true);
  });

  it('Select offers its options after a placeholder', () => {
    const { store } = renderFields(
      one(field('size', 'Select', { text: 'Size', options: [{ value: 's', text: 'Small' }, { value: 'l', text: 'Large' }] })),
    );
    const select = screen.getByLabelText('Size');
    expect(screen.getByRole('option', { name: 'Select…' })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'l' } });
    expect(store.getValues().size).toBe('l');
  });

  it('OptionList with multiSelection keeps several choices, without it only one', () => {
    const options = [{ value: 'a', text: 'Alpha' }, { value: 'b', text: 'Beta' }];
    const { store } = renderFields(
      content([step('s1', [section('sec', [field('multi', 'OptionList', { text: 'Multi', multiSelection: true, options }), field('single', 'OptionList', { text: 'Single', multiSelection: false, options })])])]),
    );
    const multi = screen.getByRole('group', { name: 'Multi' });
    fireEvent.click(multi.querySelectorAll('input')[0]!);
    fireEvent.click(multi.querySelectorAll('input')[1]!);
    expect(store.getValues().multi).toEqual(['a', 'b']);
    const single = screen.getByRole('radiogroup', { name: 'Single' });
    fireEvent.click(single.querySelectorAll('input')[0]!);
    fireEvent.click(single.querySelectorAll('input')[1]!);
    expect(store.getValues().single).toEqual(['b']);
  });

  it('YesNo offers N/A only when allowNa', () => {
    const { store } = renderFields(
      content([step('s1', [section('sec', [field('with', 'YesNo', { text: 'With', allowNa: true }), field('without', 'YesNo', { text: 'Without', allowNa: false })])])]),
    );
    const withNa = screen.getByRole('radiogroup', { name: 'With' });
    expect(withNa.querySelectorAll('input')).toHaveLength(3);
    expect(screen.getByRole('radiogroup', { name: 'Without' }).querySelectorAll('input')).toHaveLength(2);
    fireEvent.click(screen.getAllByLabelText('N/A')[0]!);
    expect(store.getValues().with).toBe('na');
  });

  it('Rating shows count stars of size 30 in the star colour and picks half steps', () => {
    const { store, container } = renderFields(one(field('stars', 'Rating', { text: 'Stars', count: 4, allowHalf: true, starColor: '#ff0000' })));
    expect(container.querySelectorAll('.fo-star')).toHaveLength(4);
    expect(container.querySelector('.fo-star svg')).toHaveAttribute('width', '30');
    fireEvent.click(screen.getByRole('radio', { name: '2.5 of 4 stars' }));
    expect(store.getValues().stars).toBe(2.5);
    expect(container.querySelector('path[fill="#ff0000"]')).not.toBeNull();
    expect(screen.getByRole('radio', { name: '2.5 of 4 stars' })).toHaveAttribute('aria-checked', 'true');
  });

  it('Rating without half steps offers whole stars only', () => {
    renderFields(one(field('stars', 'Rating', { text: 'Stars', count: 3, allowHalf: false })));
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('radio', { name: '0.5 of 3 stars' })).toBeNull();
  });

  it('HTML and StaticText are sanitized: no script, no handler survives', async () => {
    const { container } = renderFields(
      content([
        step('s1', [
          section('sec', [
            field('html', 'HTML', { value: '<p>Hello <b>club</b></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' }),
            field('static', 'StaticText', { value: 'Plain <a href="javascript:alert(1)">link</a>' }),
          ]),
        ]),
      ]),
    );
    // The sanitizer loads with the first rich text (lazy chunk).
    expect((await screen.findByText('club')).tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('link')).not.toHaveAttribute('href', 'javascript:alert(1)');
  });

  it('EmbeddedPhoto shows the image through the file address', () => {
    renderFields(one(field('photo', 'EmbeddedPhoto', { defaultValue: 'photos/p1/pool.png', alt: 'The pool' })));
    expect(screen.getByAltText('The pool')).toHaveAttribute('src', 'http://api.test/api/form/file/photos/p1/pool.png');
  });

  it('Video embeds an 11-character YouTube id through youtube-nocookie, and refuses other links', async () => {
    renderFields(
      content([step('s1', [section('sec', [field('v1', 'Video', { defaultValue: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }), field('v2', 'Video', { defaultValue: 'https://example.com/clip' })])])]),
    );
    expect(await screen.findByTitle('Video')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.getByText('This video cannot be shown.')).toBeInTheDocument();
  });

  it('WebLink opens in its target', () => {
    renderFields(one(field('link', 'WebLink', { text: 'Rules', defaultValue: 'https://club.example/rules', target: '_self' })));
    const link = screen.getByRole('link', { name: 'Rules' });
    expect(link).toHaveAttribute('href', 'https://club.example/rules');
    expect(link).toHaveAttribute('target', '_self');
  });

  it('DocumentViewer shows a PDF inline and offers office documents for download', () => {
    renderFields(
      content([
        step('s1', [
          section('sec', [
            field('pdf', 'DocumentViewer', { defaultValue: 'docs/d1/rules.pdf', documentName: 'rules', documentType: 'pdf' }),
            field('xls', 'DocumentViewer', { defaultValue: 'docs/d2/fees.xlsx', documentName: 'fees', documentType: 'xlsx' }),
          ]),
        ]),
      ]),
    );
    expect(screen.getByTitle('Document rules')).toHaveAttribute('src', 'http://api.test/api/form/file/docs/d1/rules.pdf');
    expect(screen.getByRole('link', { name: 'Download fees.xlsx' })).toHaveAttribute('download', 'fees.xlsx');
    expect(screen.queryByTitle('Document fees')).toBeNull();
  });

  it('UploadFile keeps the file apart and its name as the answer', () => {
    const { store } = renderFields(one(field('doc', 'UploadFile', { text: 'Certificate' })));
    const file = new File(['%PDF'], 'certificate.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Certificate'), { target: { files: [file] } });
    expect(store.getValues().doc).toBe('certificate.pdf');
    expect(store.getFiles().get('doc')).toBe(file);
    expect(screen.getByText('Selected: certificate.pdf')).toBeInTheDocument();
  });

  describe('Signature', () => {
    const context = { lineWidth: 0, lineCap: '', strokeStyle: '', beginPath: jest.fn(), moveTo: jest.fn(), lineTo: jest.fn(), stroke: jest.fn(), clearRect: jest.fn() };
    beforeEach(() => {
      jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
      jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(callback: BlobCallback) {
        callback(new Blob(['png'], { type: 'image/png' }));
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('draws on a 140 px canvas with pointer events, and Clear empties it', async () => {
      const { store, container } = renderFields(one(field('sign', 'Signature', { text: 'Signature' })));
      const canvas = await waitFor(() => {
        const found = container.querySelector('canvas');
        if (!found) throw new Error('no canvas yet');
        return found;
      });
      expect(canvas).toHaveAttribute('height', '140');
      fireEvent.pointerDown(canvas, { clientX: 5, clientY: 5 });
      fireEvent.pointerMove(canvas, { clientX: 40, clientY: 30 });
      fireEvent.pointerUp(canvas, { clientX: 40, clientY: 30 });
      expect(context.lineTo).toHaveBeenCalled();
      expect(store.getValues().sign).toBe('signature.png');
      expect(store.getFiles().get('sign')?.type).toBe('image/png');
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
      expect(store.getValues().sign).toBeNull();
      expect(store.getFiles().has('sign')).toBe(false);
    });
  });

  describe('TakePicture', () => {
    const original = navigator.mediaDevices;
    afterEach(() => Object.defineProperty(navigator, 'mediaDevices', { value: original, configurable: true }));

    it('offers only the file picker without a camera', async () => {
      Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
      const { store } = renderFields(one(field('pic', 'TakePicture', { text: 'Picture' })));
      const input = await screen.findByLabelText('Choose a picture');
      expect(screen.queryByRole('button', { name: 'Use the camera' })).toBeNull();
      const file = new File(['jpg'], 'me.jpg', { type: 'image/jpeg' });
      fireEvent.change(input, { target: { files: [file] } });
      expect(store.getValues().pic).toBe('me.jpg');
      expect(store.getFiles().get('pic')).toBe(file);
    });

    it('starts the camera where the browser has one', async () => {
      const stop = jest.fn();
      const getUserMedia = jest.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
      Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
      jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
      renderFields(one(field('pic', 'TakePicture', { text: 'Picture' })));
      await act(async () => {
        fireEvent.click(await screen.findByRole('button', { name: 'Use the camera' }));
      });
      expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' } });
      expect(await screen.findByRole('button', { name: 'Take the picture' })).toBeInTheDocument();
      jest.restoreAllMocks();
    });
  });

  it('Captcha tells the visitor the check comes at the last step when the form enables it', () => {
    renderFields(one(field('cap', 'Captcha')), { recaptchaEnabled: true });
    expect(screen.getByText('You will confirm that you are not a robot at the last step.')).toBeInTheDocument();
  });

  it('PaymentOptionList and PaymentChoiceList show their prices', () => {
    const { store } = renderFields(
      content([
        step('s1', [
          section('sec', [
            field('opts', 'PaymentOptionList', { text: 'Extras', multiSelection: true, options: [{ value: 'tshirt', text: 'T-shirt', price: 1500 }, { value: 'cap', text: 'Cap', price: 999 }] }),
            field('plan', 'PaymentChoiceList', { text: 'Plan', choices: [{ value: 'full', text: 'Full season', price: 25000, description: 'All year' }] }),
            field('pay', 'Payment'),
          ]),
        ]),
      ]),
    );
    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText('$250.00')).toBeInTheDocument();
    expect(screen.getByText('All year')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(/Cap/));
    fireEvent.click(screen.getByLabelText(/Full season/));
    expect(store.getValues().opts).toEqual(['cap']);
    expect(store.getValues().plan).toBe('full');
    expect(screen.getByText('Payment details are entered at the last step.')).toBeInTheDocument();
  });

  it('Products take a quantity per product at its price', () => {
    const { store } = renderFields(one(field('goods', 'Products', { text: 'Shop', products: [{ value: 'ball', text: 'Ball', price: 1200, max: 3 }] })));
    expect(screen.getByText('$12.00')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Quantity of Ball'), { target: { value: '2' } });
    expect(store.getValues().goods).toEqual([{ id: 'ball', quantity: 2 }]);
    fireEvent.change(screen.getByLabelText('Quantity of Ball'), { target: { value: '0' } });
    expect(store.getValues().goods).toEqual([]);
  });

  it('a disabled field cannot be changed and a hidden label stays for screen readers', () => {
    renderFields(one(field('locked', 'Text', { text: 'Locked', enabled: false, hiddenText: true })));
    const input = screen.getByLabelText('Locked');
    expect(input).toBeDisabled();
    expect(screen.getByText('Locked')).toHaveClass('fo-sr-only');
  });
});
