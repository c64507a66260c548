import { act, screen } from '@testing-library/react';
import { FormStatus } from '@front-office/shared/core';
import type { DetailsResult } from '../api/get-public-form-details';
import { details, field, renderWithEnv, section, step } from '../test-support';
import { PublicFormPage } from './public-form-page';

const filled = { steps: [step('s1', [section('sec', [field('name', 'Text', { text: 'Name' })])])], rules: [] };

function renderPage(result: DetailsResult | Promise<DetailsResult>, mode: 'public' | 'embed' | 'preview' = 'public') {
  const loadDetails = jest.fn(() => Promise.resolve(result));
  renderWithEnv(<PublicFormPage formId="form-1" mode={mode} loadDetails={loadDetails} onSubmitted={jest.fn()} />);
  return loadDetails;
}

describe('public form page states (spec 001 §2)', () => {
  it('shows a spinner while loading, then the form', async () => {
    let resolve: (result: DetailsResult) => void = () => undefined;
    const pending = new Promise<DetailsResult>((done) => {
      resolve = done;
    });
    const loadDetails = renderPage(pending);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(loadDetails).toHaveBeenCalledWith('form-1');
    await act(async () => resolve({ status: 'ok', details: details(filled) }));
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
  });

  it('says so when the form does not exist', async () => {
    renderPage({ status: 'notFound' });
    expect(await screen.findByText('This form does not exist or is not available.')).toBeInTheDocument();
  });

  it('shows the closed state from the server reason', async () => {
    renderPage({ status: 'ok', details: details(filled, {}, { closed: 'status' }) });
    expect(await screen.findByText('This form is closed and no longer accepts submissions.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summer camp' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it.each([FormStatus.Draft, FormStatus.Completed])('shows a form of status %i as closed', async (status) => {
    renderPage({ status: 'ok', details: details(filled, { status }) });
    expect(await screen.findByText('This form is closed and no longer accepts submissions.')).toBeInTheDocument();
  });

  it('shows a form past its end date as closed', async () => {
    renderPage({ status: 'ok', details: details(filled, { endDate: '2020-01-01T00:00:00Z' }) });
    expect(await screen.findByText('This form is closed and no longer accepts submissions.')).toBeInTheDocument();
  });

  it('keeps a Pending form fillable', async () => {
    renderPage({ status: 'ok', details: details(filled, { status: FormStatus.Pending }) });
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
  });

  it('shows the limit reached when a limit is set and the count reached it', async () => {
    renderPage({ status: 'ok', details: details(filled, { submissionLimit: 50, submissionCount: 50 }) });
    expect(await screen.findByText('This form has reached its submission limit.')).toBeInTheDocument();
  });

  it('stays fillable below its limit', async () => {
    renderPage({ status: 'ok', details: details(filled, { submissionLimit: 50, submissionCount: 49 }) });
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
  });

  it('shows the no-fields message for a form without fields', async () => {
    renderPage({ status: 'ok', details: details({ steps: [step('s1', [section('empty', [])])], rules: [] }) });
    expect(await screen.findByText('This form has no fields.')).toBeInTheDocument();
  });

  it('shows the load error for content that does not parse', async () => {
    renderPage({ status: 'ok', details: { ...details(filled), form: { ...details(filled).form, content: '{"steps": 3}' } } });
    expect(await screen.findByText('The form could not be loaded. Please refresh the page.')).toBeInTheDocument();
  });

  it('lets staff preview a closed form', async () => {
    renderPage({ status: 'ok', details: details(filled, { status: FormStatus.Draft }) }, 'preview');
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
  });
});

describe('embed (spec 001 §1: reports its height to the parent page)', () => {
  const original = globalThis.ResizeObserver;
  let callbacks: ResizeObserverCallback[] = [];
  beforeEach(() => {
    callbacks = [];
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        callbacks.push(callback);
      }
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
    jest.restoreAllMocks();
  });

  it('posts its content height on every change of height', async () => {
    const post = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    let height = 300;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    renderPage({ status: 'ok', details: details(filled) }, 'embed');
    await screen.findByLabelText('Name');
    expect(post).toHaveBeenCalledWith({ type: 'front-office:height', formId: 'form-1', height: 300 }, '*');
    height = 512.4;
    act(() => callbacks.forEach((callback) => callback([], {} as ResizeObserver)));
    expect(post).toHaveBeenLastCalledWith({ type: 'front-office:height', formId: 'form-1', height: 513 }, '*');
    const count = post.mock.calls.length;
    act(() => callbacks.forEach((callback) => callback([], {} as ResizeObserver)));
    expect(post).toHaveBeenCalledTimes(count);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('does not post from the public page', async () => {
    const post = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    renderPage({ status: 'ok', details: details(filled) }, 'public');
    await screen.findByLabelText('Name');
    expect(post).not.toHaveBeenCalled();
  });
});
