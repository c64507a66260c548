import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_MAX_BYTES } from '@front-office/shared/core';
import { useImagePicker } from './image-picker';

function Picker() {
  const { file, preview, problem, inputProps, open, clear } = useImagePicker();
  return (
    <div>
      <input {...inputProps} aria-label="Logo" />
      <button onClick={open}>Choose</button>
      <button onClick={clear}>Clear</button>
      <p>file: {file?.name ?? 'none'}</p>
      <p>problem: {problem ?? 'none'}</p>
      {preview && <img src={preview} alt="preview" />}
    </div>
  );
}

const image = (name: string, type: string, size = 4) => new File([new Uint8Array(size)], name, { type });

describe('useImagePicker (spec 000 §9: png or jpeg, at most 2 MB)', () => {
  it('accepts a png, previews it as a data URL, and clears on demand', async () => {
    const user = userEvent.setup();
    render(<Picker />);

    await user.upload(screen.getByLabelText('Logo'), image('logo.png', 'image/png'));

    expect(screen.getByText('file: logo.png')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'preview' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('file: none')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'preview' })).not.toBeInTheDocument();
  });

  it('refuses another type or a file over the cap, keeping the previous choice', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker />);
    await user.upload(screen.getByLabelText('Logo'), image('logo.jpg', 'image/jpeg'));

    await user.upload(screen.getByLabelText('Logo'), image('logo.gif', 'image/gif'));
    expect(screen.getByText('problem: type')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo'), image('big.png', 'image/png', IMAGE_MAX_BYTES + 1));
    expect(screen.getByText('problem: size')).toBeInTheDocument();

    expect(screen.getByText('file: logo.jpg')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo'), image('logo.png', 'image/png'));
    await waitFor(() => expect(screen.getByText('problem: none')).toBeInTheDocument());
  });

  it('offers only png and jpeg to the browser and opens its chooser from another control', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByLabelText<HTMLInputElement>('Logo');
    const clicked = jest.fn();
    input.addEventListener('click', clicked);

    await user.click(screen.getByRole('button', { name: 'Choose' }));

    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(clicked).toHaveBeenCalled();
  });
});
