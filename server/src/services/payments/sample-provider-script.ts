// The simulated provider's browser script, served at /sample-provider/v1/provider.js in sample
// mode. It mirrors the part of Stripe.js the public form uses (elements().create('card'),
// confirmCardSetup, confirmCardPayment) so the page drives it through the same adapter shape; card
// data goes from the browser to the provider's routes only, never to the API. confirmCardPayment
// plays Stripe's 3-D Secure test page: a dialog in the page's language (fr or en) whose Complete
// or Fail is the cardholder's answer.
export const SAMPLE_PROVIDER_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : window.location.origin;

  function input(name, label, maxLength, autocomplete) {
    var element = document.createElement('input');
    element.name = name;
    element.className = 'fo-input';
    element.setAttribute('aria-label', label);
    element.setAttribute('inputmode', 'numeric');
    element.setAttribute('autocomplete', autocomplete);
    element.setAttribute('data-sample-card', name);
    element.maxLength = maxLength;
    return element;
  }

  function createCardElement(options) {
    var labels = (options && options.labels) || {};
    var number = input('cardnumber', labels.number || 'Card number', 19, 'cc-number');
    var expiry = input('exp-date', labels.expiry || 'MM/YY', 5, 'cc-exp');
    var cvc = input('cvc', labels.cvc || 'CVC', 4, 'cc-csc');
    number.placeholder = '4242 4242 4242 4242';
    expiry.placeholder = labels.expiryPlaceholder || 'MM/YY';
    cvc.placeholder = 'CVC';
    var listeners = {};
    function emit(type) {
      (listeners[type] || []).forEach(function (listener) { listener({ complete: number.value.length >= 12 && expiry.value.length === 5 && cvc.value.length >= 3 }); });
    }
    [number, expiry, cvc].forEach(function (element) { element.addEventListener('input', function () { emit('change'); }); });
    var wrapper = document.createElement('div');
    wrapper.className = 'fo-sample-card';
    wrapper.appendChild(number);
    wrapper.appendChild(expiry);
    wrapper.appendChild(cvc);
    return {
      mount: function (container) { container.appendChild(wrapper); emit('ready'); },
      unmount: function () { if (wrapper.parentNode) wrapper.parentNode.removeChild(wrapper); },
      destroy: function () { if (wrapper.parentNode) wrapper.parentNode.removeChild(wrapper); listeners = {}; },
      on: function (type, listener) { (listeners[type] = listeners[type] || []).push(listener); },
      focus: function () { number.focus(); },
      __card: function () {
        var parts = expiry.value.split('/');
        return { number: number.value.replace(/\s+/g, ''), exp_month: Number(parts[0]), exp_year: Number(parts[1]), cvc: cvc.value };
      }
    };
  }

  var AUTH_TEXTS = {
    en: { title: 'Authenticate this payment', body: 'Simulated 3-D Secure: your bank asks you to confirm this payment. Sample mode only, no real bank is involved.', complete: 'Complete authentication', fail: 'Fail authentication' },
    fr: { title: 'Authentifier ce paiement', body: '3-D Secure simulé : votre banque vous demande de confirmer ce paiement. Mode démonstration seulement, aucune vraie banque n’intervient.', complete: 'Réussir l’authentification', fail: 'Faire échouer l’authentification' }
  };

  function post(path, body) {
    return fetch(origin + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  }

  // Stripe.js's answer shape: { setupIntent } / { paymentIntent }, or { error }.
  function answered(request, key) {
    return request.then(function (response) {
      return response.json().then(function (body) {
        var result = {};
        if (response.ok) result[key] = body[key];
        else result.error = body.error || { type: 'api_error', code: 'processing_error', message: body.message || 'Error' };
        return result;
      });
    }, function () {
      return { error: { type: 'api_connection_error', code: 'processing_error', message: 'The payment provider could not be reached.' } };
    });
  }

  // The cardholder's answer: a modal dialog, focus kept inside, Escape fails as closing Stripe's does.
  function askCardholder() {
    var texts = AUTH_TEXTS[(document.documentElement.lang || 'en').slice(0, 2) === 'fr' ? 'fr' : 'en'];
    var previous = document.activeElement;
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute('style', 'position:fixed;inset:0;background:rgba(0,0,0,0.55);display:flex;align-items:center;justify-content:center;z-index:2147483647;padding:16px;');
      var dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'fo-sample-3ds-title');
      dialog.setAttribute('aria-describedby', 'fo-sample-3ds-body');
      dialog.setAttribute('data-sample-3ds', '');
      dialog.setAttribute('style', 'background:#ffffff;color:#1a1a1a;border-radius:8px;max-width:420px;width:100%;padding:20px;font:16px/1.4 system-ui,sans-serif;box-sizing:border-box;');
      var title = document.createElement('h2');
      title.id = 'fo-sample-3ds-title';
      title.textContent = texts.title;
      title.setAttribute('style', 'margin:0 0 8px;font-size:20px;');
      var body = document.createElement('p');
      body.id = 'fo-sample-3ds-body';
      body.textContent = texts.body;
      body.setAttribute('style', 'margin:0 0 16px;');
      function button(label, background) {
        var element = document.createElement('button');
        element.type = 'button';
        element.textContent = label;
        element.setAttribute('style', 'display:block;width:100%;margin-top:8px;padding:10px 12px;border:0;border-radius:6px;font:inherit;cursor:pointer;color:#ffffff;background:' + background + ';');
        return element;
      }
      var complete = button(texts.complete, '#1f6f3f');
      var fail = button(texts.fail, '#a3261b');
      dialog.appendChild(title);
      dialog.appendChild(body);
      dialog.appendChild(complete);
      dialog.appendChild(fail);
      overlay.appendChild(dialog);
      function close(outcome) {
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        if (previous && typeof previous.focus === 'function') previous.focus();
        resolve(outcome);
      }
      complete.addEventListener('click', function () { close('complete'); });
      fail.addEventListener('click', function () { close('fail'); });
      dialog.addEventListener('keydown', function (event) {
        if (event.key === 'Escape') { event.preventDefault(); close('fail'); }
        if (event.key === 'Tab') {
          event.preventDefault();
          (document.activeElement === complete ? fail : complete).focus();
        }
      });
      document.body.appendChild(overlay);
      complete.focus();
    });
  }

  function SampleProvider(publishableKey) {
    return {
      publishableKey: publishableKey,
      elements: function () {
        return { create: function (type, options) { return createCardElement(options); } };
      },
      confirmCardSetup: function (clientSecret, data) {
        var method = (data && data.payment_method) || {};
        var card = method.card && typeof method.card.__card === 'function' ? method.card.__card() : method.card;
        return answered(post('/sample-provider/v1/setup_intents/confirm', { client_secret: clientSecret, card: card || {}, billing_details: method.billing_details || {} }), 'setupIntent');
      },
      confirmCardPayment: function (clientSecret) {
        return askCardholder().then(function (outcome) {
          return answered(post('/sample-provider/v1/payment_intents/confirm', { client_secret: clientSecret, outcome: outcome }), 'paymentIntent');
        });
      }
    };
  }

  window.FrontOfficeSampleProvider = SampleProvider;
})();
`;
