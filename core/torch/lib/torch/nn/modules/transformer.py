"""The Transformer modules, as PyTorch's torch/nn/modules/transformer.py: TransformerEncoderLayer,
TransformerDecoderLayer (post- or pre-norm, relu/gelu or any callable activation, batch_first),
TransformerEncoder and TransformerDecoder (num_layers copies of a layer, an optional final norm)
and Transformer (its _reset_parameters' xavier_uniform_ over every parameter of 2 or more dims).
The sub-modules are created in PyTorch's order, so the init draws equal PyTorch's under
torch.manual_seed.

PyTorch copies the given layer with copy.deepcopy; the playground's deepcopy cannot copy tensors
or native modules (nn.Linear, nn.LayerNorm), so a layer's __deepcopy__ builds a new one from its
constructor arguments with the random generator's state restored afterwards (deepcopy draws
nothing) and copies the parameter values, requires_grad and the training flag. In eval mode
without autograd, a TransformerEncoder given a key padding mask zeroes the padded positions
before its norm, as PyTorch's nested-tensor fast path does. bias=False drops every bias (the
attention's, the feed-forward's and the LayerNorms').
"""
import copy

import torch
import torch.nn.functional as F
from torch.nn import Dropout, LayerNorm, Linear, Module, ModuleList, init
from torch.nn.modules.attention import MultiheadAttention


def _get_activation_fn(activation):
    if activation == "relu":
        return F.relu
    if activation == "gelu":
        return F.gelu
    raise RuntimeError("activation should be relu/gelu, not " + str(activation))


def _copy_layer(layer, memo):
    """A new layer with `layer`'s constructor arguments, parameter values and mode."""
    state = torch.get_rng_state()
    try:
        new = type(layer)(**layer._config)
    finally:
        torch.set_rng_state(state)
    params = list(layer.parameters())
    if params:
        new.to(params[0].device)
    with torch.no_grad():
        for p, q in zip(params, new.parameters()):
            q.copy_(p)
            q.requires_grad_(p.requires_grad)
    new.train(layer.training)
    memo[id(layer)] = new
    return new


def _get_clones(module, N):
    try:
        return ModuleList([copy.deepcopy(module) for i in range(N)])
    except (AttributeError, TypeError):
        raise NotImplementedError(
            "copy.deepcopy of " + type(module).__name__ + " is not supported in the playground "
            "(it holds tensors or native modules); pass a TransformerEncoderLayer or "
            "TransformerDecoderLayer")


class _TransformerLayer(Module):
    """What the encoder and decoder layers share: their sub-modules, made in PyTorch's order
    (the attentions, linear1, dropout, linear2, the norms, the dropouts), the feed-forward block
    and the copy."""

    def _build(self, attentions, blocks, config):
        self._config = config
        d_model, dropout, bias = config["d_model"], config["dropout"], config["bias"]
        device, eps = config["device"], config["layer_norm_eps"]
        for name in attentions:
            setattr(self, name, MultiheadAttention(d_model, config["nhead"], dropout=dropout,
                                                   bias=bias, batch_first=config["batch_first"],
                                                   device=device, dtype=config["dtype"]))
        self.linear1 = Linear(d_model, config["dim_feedforward"], bias=bias, device=device)
        self.dropout = Dropout(dropout)
        self.linear2 = Linear(config["dim_feedforward"], d_model, bias=bias, device=device)
        self.norm_first = config["norm_first"]
        for i in range(1, blocks + 1):
            setattr(self, "norm" + str(i), LayerNorm(d_model, eps=eps, bias=bias, device=device))
        for i in range(1, blocks + 1):
            setattr(self, "dropout" + str(i), Dropout(dropout))
        activation = config["activation"]
        if isinstance(activation, str):
            activation = _get_activation_fn(activation)
        self.activation = activation
        self._ff_dropout = "dropout" + str(blocks)

    def __deepcopy__(self, memo):
        return _copy_layer(self, memo)

    def _sa_block(self, x, attn_mask, key_padding_mask, is_causal=False):
        x = self.self_attn(x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask,
                           need_weights=False, is_causal=is_causal)[0]
        return self.dropout1(x)

    def _ff_block(self, x):
        x = self.linear2(self.dropout(self.activation(self.linear1(x))))
        return getattr(self, self._ff_dropout)(x)


class TransformerEncoderLayer(_TransformerLayer):
    """Self-attention then a feed-forward block, each with a residual and a LayerNorm."""

    def __init__(self, d_model, nhead, dim_feedforward=2048, dropout=0.1, activation=F.relu,
                 layer_norm_eps=1e-05, batch_first=False, norm_first=False, bias=True,
                 device=None, dtype=None):
        super().__init__()
        self._build(("self_attn",), 2, dict(
            d_model=d_model, nhead=nhead, dim_feedforward=dim_feedforward, dropout=dropout,
            activation=activation, layer_norm_eps=layer_norm_eps, batch_first=batch_first,
            norm_first=norm_first, bias=bias, device=device, dtype=dtype))

    def forward(self, src, src_mask=None, src_key_padding_mask=None, is_causal=False):
        x = src
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), src_mask, src_key_padding_mask, is_causal)
            x = x + self._ff_block(self.norm2(x))
        else:
            x = self.norm1(x + self._sa_block(x, src_mask, src_key_padding_mask, is_causal))
            x = self.norm2(x + self._ff_block(x))
        return x


class TransformerDecoderLayer(_TransformerLayer):
    """Self-attention, attention over the encoder's memory, then a feed-forward block."""

    def __init__(self, d_model, nhead, dim_feedforward=2048, dropout=0.1, activation=F.relu,
                 layer_norm_eps=1e-05, batch_first=False, norm_first=False, bias=True,
                 device=None, dtype=None):
        super().__init__()
        self._build(("self_attn", "multihead_attn"), 3, dict(
            d_model=d_model, nhead=nhead, dim_feedforward=dim_feedforward, dropout=dropout,
            activation=activation, layer_norm_eps=layer_norm_eps, batch_first=batch_first,
            norm_first=norm_first, bias=bias, device=device, dtype=dtype))

    def forward(self, tgt, memory, tgt_mask=None, memory_mask=None, tgt_key_padding_mask=None,
                memory_key_padding_mask=None, tgt_is_causal=False, memory_is_causal=False):
        x = tgt
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), tgt_mask, tgt_key_padding_mask, tgt_is_causal)
            x = x + self._mha_block(self.norm2(x), memory, memory_mask,
                                    memory_key_padding_mask, memory_is_causal)
            x = x + self._ff_block(self.norm3(x))
        else:
            x = self.norm1(x + self._sa_block(x, tgt_mask, tgt_key_padding_mask, tgt_is_causal))
            x = self.norm2(x + self._mha_block(x, memory, memory_mask, memory_key_padding_mask,
                                               memory_is_causal))
            x = self.norm3(x + self._ff_block(x))
        return x

    def _mha_block(self, x, mem, attn_mask, key_padding_mask, is_causal=False):
        x = self.multihead_attn(x, mem, mem, attn_mask=attn_mask,
                                key_padding_mask=key_padding_mask, is_causal=is_causal,
                                need_weights=False)[0]
        return self.dropout2(x)


def _relu_or_gelu(activation):
    return activation is F.relu or activation is F.gelu or (
        type(activation).__name__ in ("ReLU", "GELU"))


class TransformerEncoder(Module):
    """num_layers copies of an encoder layer, then an optional norm."""

    def __init__(self, encoder_layer, num_layers, norm=None, enable_nested_tensor=True,
                 mask_check=True):
        super().__init__()
        self.layers = _get_clones(encoder_layer, num_layers)
        self.num_layers = num_layers
        self.norm = norm
        self.enable_nested_tensor = enable_nested_tensor
        # PyTorch's sparsity fast path: which layers may run as nested tensors.
        self.use_nested_tensor = enable_nested_tensor and (
            isinstance(encoder_layer, TransformerEncoderLayer)
            and not encoder_layer.norm_first and encoder_layer.self_attn.batch_first
            and _relu_or_gelu(encoder_layer.activation)
            and encoder_layer.self_attn.num_heads % 2 == 0)
        self.mask_check = mask_check

    def _pads_to_zero(self, src, mask, src_key_padding_mask):
        """Whether PyTorch runs the layers on nested tensors, which zeroes the padded positions
        of the output: eval mode, batched, a left-aligned key padding mask and no mask, no
        autograd through the first layer."""
        first = self.layers[0]
        if (not self.use_nested_tensor or first.training or src.dim() != 3
                or src_key_padding_mask is None or mask is not None):
            return False
        kpm = src_key_padding_mask
        if kpm.dtype != torch.bool:
            kpm = kpm == float("-inf")
        valid = kpm.logical_not()
        if self.mask_check and bool((valid[:, 1:] & valid[:, :-1].logical_not()).any()):
            return False
        if torch.is_grad_enabled():
            if src.requires_grad:
                return False
            weights = [first.self_attn.in_proj_weight, first.self_attn.in_proj_bias,
                       first.self_attn.out_proj, first.norm1, first.norm2, first.linear1,
                       first.linear2]
            for w in weights:
                if w is None:  # in_proj_bias with bias=False
                    continue
                params = [w] if isinstance(w, torch.Tensor) else list(w.parameters())
                if any(p.requires_grad for p in params):
                    return False
        return True

    def forward(self, src, mask=None, src_key_padding_mask=None, is_causal=None):
        output = src
        for mod in self.layers:
            output = mod(output, src_mask=mask, is_causal=bool(is_causal),
                         src_key_padding_mask=src_key_padding_mask)
        if self._pads_to_zero(src, mask, src_key_padding_mask):
            pad = src_key_padding_mask
            if pad.dtype != torch.bool:
                pad = pad == float("-inf")
            output = output.masked_fill(pad.unsqueeze(-1), 0.0)
        if self.norm is not None:
            output = self.norm(output)
        return output


class TransformerDecoder(Module):
    """num_layers copies of a decoder layer, then an optional norm."""

    def __init__(self, decoder_layer, num_layers, norm=None):
        super().__init__()
        self.layers = _get_clones(decoder_layer, num_layers)
        self.num_layers = num_layers
        self.norm = norm

    def forward(self, tgt, memory, tgt_mask=None, memory_mask=None, tgt_key_padding_mask=None,
                memory_key_padding_mask=None, tgt_is_causal=None, memory_is_causal=False):
        output = tgt
        for mod in self.layers:
            output = mod(output, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                         tgt_key_padding_mask=tgt_key_padding_mask,
                         memory_key_padding_mask=memory_key_padding_mask,
                         tgt_is_causal=bool(tgt_is_causal), memory_is_causal=memory_is_causal)
        if self.norm is not None:
            output = self.norm(output)
        return output


class Transformer(Module):
    """An encoder-decoder Transformer ("Attention Is All You Need")."""

    def __init__(self, d_model=512, nhead=8, num_encoder_layers=6, num_decoder_layers=6,
                 dim_feedforward=2048, dropout=0.1, activation=F.relu, custom_encoder=None,
                 custom_decoder=None, layer_norm_eps=1e-05, batch_first=False, norm_first=False,
                 bias=True, device=None, dtype=None):
        super().__init__()
        layer_args = dict(dim_feedforward=dim_feedforward, dropout=dropout,
                          activation=activation, layer_norm_eps=layer_norm_eps,
                          batch_first=batch_first, norm_first=norm_first, bias=bias,
                          device=device, dtype=dtype)

        def stack(custom, layer_class, stack_class, num_layers):
            if custom is not None:
                return custom
            layer = layer_class(d_model, nhead, **layer_args)
            norm = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, device=device)
            return stack_class(layer, num_layers, norm)

        self.encoder = stack(custom_encoder, TransformerEncoderLayer, TransformerEncoder,
                             num_encoder_layers)
        self.decoder = stack(custom_decoder, TransformerDecoderLayer, TransformerDecoder,
                             num_decoder_layers)
        self._reset_parameters()
        self.d_model = d_model
        self.nhead = nhead
        self.batch_first = batch_first

    def forward(self, src, tgt, src_mask=None, tgt_mask=None, memory_mask=None,
                src_key_padding_mask=None, tgt_key_padding_mask=None,
                memory_key_padding_mask=None, src_is_causal=None, tgt_is_causal=None,
                memory_is_causal=False):
        is_batched = src.dim() == 3
        batch = 0 if self.batch_first else 1
        if is_batched and src.size(batch) != tgt.size(batch):
            raise RuntimeError("the batch number of src and tgt must be equal")
        if src.size(-1) != self.d_model or tgt.size(-1) != self.d_model:
            raise RuntimeError("the feature number of src and tgt must be equal to d_model")
        memory = self.encoder(src, mask=src_mask, src_key_padding_mask=src_key_padding_mask,
                              is_causal=src_is_causal)
        return self.decoder(tgt, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                            tgt_key_padding_mask=tgt_key_padding_mask,
                            memory_key_padding_mask=memory_key_padding_mask,
                            tgt_is_causal=tgt_is_causal, memory_is_causal=memory_is_causal)

    @staticmethod
    def generate_square_subsequent_mask(sz, device=None, dtype=None):
        """A float mask with -inf above the diagonal and 0 elsewhere."""
        if dtype is None:
            dtype = torch.float32
        return torch.triu(torch.full((sz, sz), float("-inf"), dtype=dtype, device=device),
                          diagonal=1)

    def _reset_parameters(self):
        for p in self.parameters():
            if p.dim() > 1:
                init.xavier_uniform_(p)
