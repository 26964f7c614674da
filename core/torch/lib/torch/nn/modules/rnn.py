"""The recurrent modules, as PyTorch's torch/nn/modules/rnn.py: RNN (tanh or relu), LSTM (with
proj_size), GRU and their cells. Parameters are named, shaped and registered in PyTorch's order
(weight_ih_l0, weight_hh_l0, bias_ih_l0, bias_hh_l0[, weight_hr_l0], then the _reverse
direction, then the next layer), so reset_parameters' uniform(-1/sqrt(hidden), 1/sqrt(hidden))
draws over self.parameters() equal PyTorch's under torch.manual_seed. The forward is ATen's
_rnn_impl written over the tensor ops: a Python loop over time steps calling the cell formulas
below (ATen's RNNCell/LSTMCell/GRUCell), each layer's output, both directions concatenated,
feeding the next, with F.dropout between layers in training (the same draws as ATen's).
A PackedSequence runs padded, each row's state frozen past its length (dropout between layers
then draws over the padded shape, not PyTorch's packed one).
"""
import math

import torch
import torch.nn.functional as F
from torch.nn import Module, Parameter, init


def _rnn_tanh_cell(x, h, w_ih, w_hh, b_ih=None, b_hh=None):
    return torch.tanh(F.linear(x, w_ih, b_ih) + F.linear(h, w_hh, b_hh))


def _rnn_relu_cell(x, h, w_ih, w_hh, b_ih=None, b_hh=None):
    return torch.relu(F.linear(x, w_ih, b_ih) + F.linear(h, w_hh, b_hh))


def _lstm_cell(x, hc, w_ih, w_hh, b_ih=None, b_hh=None, w_hr=None):
    h, c = hc
    i, f, g, o = (F.linear(x, w_ih, b_ih) + F.linear(h, w_hh, b_hh)).chunk(4, -1)
    c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
    h = torch.sigmoid(o) * torch.tanh(c)
    if w_hr is not None:
        h = h.matmul(w_hr.t())
    return h, c


def _gru_cell(x, h, w_ih, w_hh, b_ih=None, b_hh=None):
    i_r, i_z, i_n = F.linear(x, w_ih, b_ih).chunk(3, -1)
    h_r, h_z, h_n = F.linear(h, w_hh, b_hh).chunk(3, -1)
    r = torch.sigmoid(i_r + h_r)
    z = torch.sigmoid(i_z + h_z)
    n = torch.tanh(i_n + r * h_n)
    return n + z * (h - n)


_CELLS = {"RNN_TANH": _rnn_tanh_cell, "RNN_RELU": _rnn_relu_cell, "LSTM": _lstm_cell,
          "GRU": _gru_cell}
_GATES = {"RNN_TANH": 1, "RNN_RELU": 1, "LSTM": 4, "GRU": 3}


def _is_packed(x):
    return type(x).__name__ == "PackedSequence"


def _check_type(value, name, kind):
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(name + " should be of type " + kind.__name__ + ", got: "
                        + type(value).__name__)


class RNNBase(Module):
    """The stacked, optionally bidirectional recurrence shared by RNN, LSTM and GRU."""

    def __init__(self, mode, input_size, hidden_size, num_layers=1, bias=True,
                 batch_first=False, dropout=0.0, bidirectional=False, proj_size=0,
                 device=None, dtype=None):
        super().__init__()
        self.mode = mode
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bias = bias
        self.batch_first = batch_first
        self.dropout = float(dropout)
        self.bidirectional = bidirectional
        self.proj_size = proj_size
        if (not isinstance(dropout, (int, float)) or isinstance(dropout, bool)
                or not 0 <= dropout <= 1):
            raise ValueError("dropout should be a number in range [0, 1] representing the "
                             "probability of an element being zeroed")
        _check_type(bias, "bias", bool)
        _check_type(batch_first, "batch_first", bool)
        _check_type(input_size, "input_size", int)
        if input_size <= 0:
            raise ValueError("input_size must be greater than zero")
        _check_type(hidden_size, "hidden_size", int)
        if hidden_size <= 0:
            raise ValueError("hidden_size must be greater than zero")
        if num_layers <= 0:
            raise ValueError("num_layers must be greater than zero")
        if proj_size < 0:
            raise ValueError(
                "proj_size should be a positive integer or zero to disable projections")
        if proj_size >= hidden_size:
            raise ValueError("proj_size has to be smaller than hidden_size")
        if mode not in _GATES:
            raise ValueError("Unrecognized RNN mode: " + mode)
        gate_size = _GATES[mode] * hidden_size
        real_hidden_size = proj_size if proj_size > 0 else hidden_size
        num_directions = 2 if bidirectional else 1
        self._flat_weights_names = []
        self._all_weights = []
        for layer in range(num_layers):
            for direction in range(num_directions):
                layer_input_size = (input_size if layer == 0
                                    else real_hidden_size * num_directions)
                shapes = [(gate_size, layer_input_size), (gate_size, real_hidden_size)]
                kinds = ["weight_ih", "weight_hh"]
                if bias:
                    shapes += [(gate_size,), (gate_size,)]
                    kinds += ["bias_ih", "bias_hh"]
                if proj_size > 0:
                    shapes.append((proj_size, hidden_size))
                    kinds.append("weight_hr")
                suffix = "_reverse" if direction == 1 else ""
                names = []
                for kind, shape in zip(kinds, shapes):
                    name = kind + "_l" + str(layer) + suffix
                    setattr(self, name, Parameter(torch.empty(shape, device=device,
                                                              dtype=dtype)))
                    names.append(name)
                self._flat_weights_names.extend(names)
                self._all_weights.append(names)
        self.reset_parameters()

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    @property
    def all_weights(self):
        return [[getattr(self, n) for n in names] for names in self._all_weights]

    @property
    def _flat_weights(self):
        return [getattr(self, n) for n in self._flat_weights_names]

    def flatten_parameters(self):
        """A no-op, as PyTorch's off cuDNN: the weights are used where they are."""

    def extra_repr(self):
        s = str(self.input_size) + ", " + str(self.hidden_size)
        if self.proj_size != 0:
            s += ", proj_size=" + str(self.proj_size)
        if self.num_layers != 1:
            s += ", num_layers=" + str(self.num_layers)
        if self.bias is not True:
            s += ", bias=" + str(self.bias)
        if self.batch_first is not False:
            s += ", batch_first=" + str(self.batch_first)
        if self.dropout != 0:
            s += ", dropout=" + str(self.dropout)
        if self.bidirectional is not False:
            s += ", bidirectional=" + str(self.bidirectional)
        return s

    def _check_input(self, input):
        dtype = getattr(self, self._flat_weights_names[0]).dtype
        if input.dtype != dtype:
            raise ValueError(
                "RNN input dtype (" + str(input.dtype) + ") does not match weight dtype ("
                + str(dtype) + "). Convert input: input.to(" + str(dtype)
                + "), or convert model: model.to(" + str(input.dtype) + ")")
        if input.dim() != 3:
            raise RuntimeError("input must have 3 dimensions, got " + str(input.dim()))
        if self.input_size != input.size(-1):
            raise RuntimeError(
                "input.size(-1) must be equal to input_size. Expected " + str(self.input_size)
                + ", got " + str(input.size(-1)))

    def _expected_hidden_size(self, input, size):
        mini_batch = input.size(0) if self.batch_first else input.size(1)
        num_directions = 2 if self.bidirectional else 1
        return (self.num_layers * num_directions, mini_batch, size)

    def _check_hidden_size(self, hx, expected, msg="Expected hidden size {}, got {}"):
        if tuple(hx.shape) != expected:
            raise RuntimeError(msg.format(expected, list(hx.shape)))

    def _layers(self, input, states, mask=None):
        """ATen's _rnn_impl over time-major `input` (T, B, I) and one state per layer and
        direction; returns the last layer's output and the final states."""
        cell = _CELLS[self.mode]
        lstm = self.mode == "LSTM"
        num_directions = 2 if self.bidirectional else 1
        steps = input.size(0)
        finals = []
        layer_input = input
        for layer in range(self.num_layers):
            outputs = []
            for direction in range(num_directions):
                index = layer * num_directions + direction
                weights = [getattr(self, n) for n in self._all_weights[index]]
                if self.bias or self.proj_size == 0:
                    args = weights
                else:
                    args = weights[:2] + [None, None] + weights[2:]
                state = states[index]
                ys = [None] * steps
                order = range(steps) if direction == 0 else range(steps - 1, -1, -1)
                for t in order:
                    new = cell(layer_input[t], state, *args)
                    if mask is None:
                        state = new
                    elif lstm:
                        state = tuple(torch.where(mask[t], n, s) for n, s in zip(new, state))
                    else:
                        state = torch.where(mask[t], new, state)
                    ys[t] = state[0] if lstm else state
                outputs.append(torch.stack(ys))
                finals.append(state)
            layer_input = outputs[0] if num_directions == 1 else torch.cat(outputs, 2)
            if self.dropout != 0 and self.training and layer < self.num_layers - 1:
                layer_input = F.dropout(layer_input, self.dropout, True)
        return layer_input, finals

    def forward(self, input, hx=None):
        name = "RNN" if self.mode.startswith("RNN") else self.mode
        lstm = self.mode == "LSTM"
        packed = _is_packed(input)
        mask = None
        if packed:
            from torch.nn.utils.rnn import PackedSequence, _lengths, _pack, _unpack

            input, batch_sizes, sorted_indices, unsorted_indices = input
            sizes = batch_sizes.tolist()
            input = _unpack(input, sizes)
            mask = (torch.arange(len(sizes), device=input.device).unsqueeze(1)
                    < torch.tensor(_lengths(sizes), device=input.device)).unsqueeze(2)
            if self.batch_first:
                input = input.transpose(0, 1)
            if hx is not None and sorted_indices is not None:
                hx = (tuple(h.index_select(1, sorted_indices) for h in hx) if lstm
                      else hx.index_select(1, sorted_indices))
        elif input.dim() not in (2, 3):
            raise ValueError(name + ": Expected input to be 2D or 3D, got " + str(input.dim())
                             + ("D tensor instead" if name == "RNN" else "D instead"))
        is_batched = input.dim() == 3
        batch_dim = 0 if self.batch_first else 1
        if not is_batched:
            input = input.unsqueeze(batch_dim)
        real_hidden = self.proj_size if self.proj_size > 0 else self.hidden_size
        if hx is None:
            shape = self._expected_hidden_size(input, real_hidden)
            h = torch.zeros(shape, dtype=input.dtype, device=input.device)
            if lstm:
                shape = self._expected_hidden_size(input, self.hidden_size)
                hx = (h, torch.zeros(shape, dtype=input.dtype, device=input.device))
            else:
                hx = h
        elif lstm:
            want = 3 if is_batched else 2
            if hx[0].dim() != want or hx[1].dim() != want:
                raise RuntimeError(
                    ("For batched 3-D input, hx and cx should also be 3-D" if is_batched
                     else "For unbatched 2-D input, hx and cx should also be 2-D")
                    + " but got (" + str(hx[0].dim()) + "-D, " + str(hx[1].dim())
                    + "-D) tensors")
            if not is_batched:
                hx = (hx[0].unsqueeze(1), hx[1].unsqueeze(1))
        else:
            if is_batched and hx.dim() != 3:
                raise RuntimeError("For batched 3-D input, hx should also be 3-D but got "
                                   + str(hx.dim()) + "-D tensor")
            if not is_batched:
                if hx.dim() != 2:
                    raise RuntimeError("For unbatched 2-D input, hx should also be 2-D but got "
                                       + str(hx.dim()) + "-D tensor")
                hx = hx.unsqueeze(1)
        self._check_input(input)
        if lstm:
            self._check_hidden_size(hx[0], self._expected_hidden_size(input, real_hidden),
                                    "Expected hidden[0] size {}, got {}")
            self._check_hidden_size(hx[1], self._expected_hidden_size(input, self.hidden_size),
                                    "Expected hidden[1] size {}, got {}")
            states = [(hx[0][i], hx[1][i]) for i in range(hx[0].size(0))]
        else:
            self._check_hidden_size(hx, self._expected_hidden_size(input, real_hidden))
            states = [hx[i] for i in range(hx.size(0))]
        if self.batch_first:
            input = input.transpose(0, 1)
        if input.size(0) == 0:  # (ATen's check, after the hidden sizes')
            raise RuntimeError("Expected sequence length to be larger than 0 in RNN")
        output, finals = self._layers(input, states, mask)
        if (lstm and not packed and not self.bidirectional and self.proj_size == 0
                and output.dtype == torch.float32):  # (ATen's CPU LSTM is oneDNN's layer)
            output = torch._rename_grad_fn(output, "MkldnnRnnLayerBackward0")
        if lstm:
            hidden = (torch.stack([s[0] for s in finals]), torch.stack([s[1] for s in finals]))
        else:
            hidden = torch.stack(finals)
        if packed:
            if unsorted_indices is not None:
                hidden = (tuple(h.index_select(1, unsorted_indices) for h in hidden) if lstm
                          else hidden.index_select(1, unsorted_indices))
            return PackedSequence(_pack(output, sizes), batch_sizes, sorted_indices,
                                  unsorted_indices), hidden
        if self.batch_first:  # (GRU and RNN: an in-place transpose_)
            output = output.transpose(0, 1)
            if not lstm:
                output = torch._rename_grad_fn(output, "TransposeBackward1")
        if not is_batched:
            output = output.squeeze(batch_dim)
            hidden = (hidden[0].squeeze(1), hidden[1].squeeze(1)) if lstm else hidden.squeeze(1)
        return output, hidden


class RNN(RNNBase):
    """Elman RNN: h_t = nonlinearity(x_t W_ih^T + b_ih + h_{t-1} W_hh^T + b_hh)."""

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        if len(args) > 3:
            self.nonlinearity = args[3]
            args = args[:3] + args[4:]
        else:
            self.nonlinearity = kwargs.pop("nonlinearity", "tanh")
        if self.nonlinearity == "tanh":
            mode = "RNN_TANH"
        elif self.nonlinearity == "relu":
            mode = "RNN_RELU"
        else:
            raise ValueError("Unknown nonlinearity '" + str(self.nonlinearity)
                             + "'. Select from 'tanh' or 'relu'.")
        super().__init__(mode, *args, **kwargs)

    # (Each class's own forward, as PyTorch's, so that a wrong call names it: "LSTM.forward()
    # takes from 2 to 3 positional arguments".)
    def forward(self, input, hx=None):
        return RNNBase.forward(self, input, hx)


class LSTM(RNNBase):
    """Long short-term memory, with an optional projection of h (proj_size)."""

    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)

    # (Its own forward, as PyTorch's: a wrong call names it.)
    def forward(self, input, hx=None):
        return RNNBase.forward(self, input, hx)


class GRU(RNNBase):
    """Gated recurrent unit."""

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        super().__init__("GRU", *args, **kwargs)

    # (Its own forward, as PyTorch's: a wrong call names it.)
    def forward(self, input, hx=None):
        return RNNBase.forward(self, input, hx)


class RNNCellBase(Module):
    """One step's parameters: weight_ih, weight_hh, bias_ih, bias_hh (num_chunks gates)."""

    def __init__(self, input_size, hidden_size, bias, num_chunks, device=None, dtype=None):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.bias = bias
        gates = num_chunks * hidden_size
        self.weight_ih = Parameter(torch.empty((gates, input_size), device=device, dtype=dtype))
        self.weight_hh = Parameter(torch.empty((gates, hidden_size), device=device, dtype=dtype))
        if bias:
            self.bias_ih = Parameter(torch.empty(gates, device=device, dtype=dtype))
            self.bias_hh = Parameter(torch.empty(gates, device=device, dtype=dtype))
        else:
            self.bias_ih = None
            self.bias_hh = None
        self.reset_parameters()

    def extra_repr(self):
        s = str(self.input_size) + ", " + str(self.hidden_size)
        if self.bias is not True:
            s += ", bias=" + str(self.bias)
        if getattr(self, "nonlinearity", "tanh") != "tanh":
            s += ", nonlinearity=" + str(self.nonlinearity)
        return s

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def _check(self, input, hx, hx_name):
        name = type(self).__name__
        if input.dim() not in (1, 2):
            raise ValueError(name + ": Expected input to be 1D or 2D, got " + str(input.dim())
                             + "D instead")
        for i, h in enumerate(hx):
            if h.dim() not in (1, 2):
                raise ValueError(name + ": Expected " + hx_name.format(i)
                                 + " to be 1D or 2D, got " + str(h.dim()) + "D instead")
        if input.size(-1) != self.input_size:
            raise RuntimeError("input has inconsistent input_size: got " + str(input.size(-1))
                               + " expected " + str(self.input_size))
        return input.dim() == 2

    def _check_hidden(self, input, hx, label):
        # ATen's check_rnn_cell_forward_hidden, on the batched input and hidden state
        if hx.dim() != 2:
            raise RuntimeError("Expected 2D hidden" + str(label) + " (batch x hidden_size), but got "
                               + str(hx.dim()) + "D tensor")
        if input.size(0) != hx.size(0):
            raise RuntimeError("Input batch size " + str(input.size(0)) + " doesn't match hidden"
                               + str(label) + " batch size " + str(hx.size(0)))
        if hx.size(1) != self.hidden_size:
            raise RuntimeError("hidden" + str(label) + " has inconsistent hidden_size: got "
                               + str(hx.size(1)) + ", expected " + str(self.hidden_size))

    def _step(self, cell, input, hx):
        is_batched = self._check(input, [] if hx is None else [hx], "hidden")
        if not is_batched:
            input = input.unsqueeze(0)
        if hx is None:
            hx = torch.zeros(input.size(0), self.hidden_size, dtype=input.dtype,
                             device=input.device)
        elif not is_batched:
            hx = hx.unsqueeze(0)
        self._check_hidden(input, hx, 0)
        ret = cell(input, hx, self.weight_ih, self.weight_hh, self.bias_ih, self.bias_hh)
        return ret if is_batched else ret.squeeze(0)


class RNNCell(RNNCellBase):
    """One Elman RNN step (tanh or relu)."""

    def __init__(self, input_size, hidden_size, bias=True, nonlinearity="tanh", device=None,
                 dtype=None):
        super().__init__(input_size, hidden_size, bias, 1, device, dtype)
        self.nonlinearity = nonlinearity

    def forward(self, input, hx=None):
        if self.nonlinearity == "tanh":
            cell = _rnn_tanh_cell
        elif self.nonlinearity == "relu":
            cell = _rnn_relu_cell
        else:
            raise RuntimeError("Unknown nonlinearity: " + str(self.nonlinearity))
        return self._step(cell, input, hx)


class LSTMCell(RNNCellBase):
    """One LSTM step: (h, c) -> (h', c')."""

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, 4, device, dtype)

    def forward(self, input, hx=None):
        is_batched = self._check(input, [] if hx is None else list(hx), "hx[{}]")
        if not is_batched:
            input = input.unsqueeze(0)
        if hx is None:
            zeros = torch.zeros(input.size(0), self.hidden_size, dtype=input.dtype,
                                device=input.device)
            hx = (zeros, zeros)
        else:
            if isinstance(hx, torch.Tensor):
                raise TypeError("lstm_cell(): argument 'hx' (position 2) must be tuple of Tensors, "
                                "not Tensor")
            if len(hx) != 2:
                raise RuntimeError("lstm_cell expects two hidden states")
            if not is_batched:
                hx = (hx[0].unsqueeze(0), hx[1].unsqueeze(0))
            if input.size(-1) == self.input_size:
                self._check_hidden(input, hx[0], 0)
                self._check_hidden(input, hx[1], 1)
        h, c = _lstm_cell(input, hx, self.weight_ih, self.weight_hh, self.bias_ih,
                          self.bias_hh)
        if not is_batched:
            return h.squeeze(0), c.squeeze(0)
        return h, c


class GRUCell(RNNCellBase):
    """One GRU step."""

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, 3, device, dtype)

    def forward(self, input, hx=None):
        return self._step(_gru_cell, input, hx)
