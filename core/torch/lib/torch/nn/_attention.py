"""F.scaled_dot_product_attention and F.multi_head_attention_forward, as PyTorch's math reference
(torch/nn/functional.py and ATen's _scaled_dot_product_attention_math) over the tensor ops.

A mask is kept as two parts: `blocked`, a bool tensor of the scores that take no part, and
`bias`, a float tensor added to the scores. A float mask's -inf entries become blocked ones and
a blocked score is set to the dtype's lowest finite value before the softmax, whose exp is then
exactly 0 as -inf's is; so no op makes an infinity (Debug mode stops at the first one) and the
weights equal PyTorch's. A row with every score blocked is 0 in scaled_dot_product_attention
(ATen's safe softmax) and NaN in multi_head_attention_forward's need_weights path, as PyTorch.
Dropout draws F.dropout over the (batch, heads, L, S) weights, which are PyTorch's draws.
"""
import math

import torch
import torch.nn.functional as F


def _split_mask(mask, true_blocks, name="attn_mask"):
    """(blocked, bias) of an attention mask: a bool mask blocks where it is True (MHA's sense) or
    False (scaled_dot_product_attention's); a float one is added, its -inf entries blocked."""
    if mask is None:
        return None, None
    if mask.dtype == torch.bool:
        return (mask if true_blocks else mask.logical_not()), None
    if not mask.is_floating_point():
        raise AssertionError("only bool and floating types of " + name + " are supported")
    blocked = mask == float("-inf")
    return blocked, mask.masked_fill(blocked, 0.0)


def _merge(a, b, op):
    if a is None:
        return b
    if b is None:
        return a
    return op(a, b)


def _attend(q, k, v, blocked, bias, scale, dropout_p, safe):
    """softmax(q k^T * scale + bias, blocked scores excluded) @ v, and the weights."""
    scores = (q * scale).matmul(k.transpose(-2, -1))
    if bias is not None:
        scores = scores + bias
    if blocked is not None:
        scores = scores.masked_fill(blocked, torch.finfo(scores.dtype).min)
    weights = torch.softmax(scores, -1)
    if blocked is not None:
        empty = blocked.all(-1, keepdim=True)
        weights = weights.masked_fill(empty, 0.0 if safe else float("nan"))
    if dropout_p > 0.0:
        weights = F.dropout(weights, dropout_p, True)
    return weights.matmul(v), weights


def _causal(L, S, device):
    return torch.ones(L, S, dtype=torch.bool, device=device).triu(1)


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0,
                                 is_causal=False, scale=None, enable_gqa=False):
    """softmax(Q K^T * scale + mask) V over the last two dims (batch dims broadcast). A bool
    attn_mask is True where a score takes part, a float one is added."""
    if enable_gqa:
        # Grouped-query attention: each key/value head serves a run of query heads (dim -3),
        # repeated to the query's head count as ATen's math path does.
        hq, hk, hv = query.size(-3), key.size(-3), value.size(-3)
        if hq % hk != 0 or hq % hv != 0:
            raise RuntimeError("Number of heads in key and value must divide the number of heads in query")
        if hk != hq:
            key = key.repeat_interleave(hq // hk, -3)
        if hv != hq:
            value = value.repeat_interleave(hq // hv, -3)
    L, S = query.size(-2), key.size(-2)
    if scale is None:
        scale = 1.0 / math.sqrt(query.size(-1))
    blocked, bias = _split_mask(attn_mask, False)
    if is_causal:
        if attn_mask is not None:
            raise RuntimeError(
                "_scaled_dot_product_attention: Explicit attn_mask should not be set when "
                "is_causal=True")
        blocked = _causal(L, S, query.device)
    return _attend(query, key, value, blocked, bias, scale, dropout_p, True)[0]


def _mha_shape_check(query, key, value, key_padding_mask, attn_mask, num_heads):
    """Whether the query is batched (3-D) or not (2-D), with PyTorch's assertions."""
    if query.dim() not in (2, 3):
        raise AssertionError("query should be unbatched 2D or batched 3D tensor but received "
                             + str(query.dim()) + "-D query tensor")
    is_batched = query.dim() == 3
    want = query.dim()
    prefix = "For batched (3-D) `query`, expected " if is_batched else (
        "For unbatched (2-D) `query`, expected ")
    if key.dim() != want or value.dim() != want:
        raise AssertionError(prefix + "`key` and `value` to be " + str(want) + "-D but found "
                             + str(key.dim()) + "-D and " + str(value.dim())
                             + "-D tensors respectively")
    if key_padding_mask is not None and key_padding_mask.dim() != want - 1:
        raise AssertionError(prefix + "`key_padding_mask` to be `None` or " + str(want - 1)
                             + "-D but found " + str(key_padding_mask.dim())
                             + "-D tensor instead")
    if attn_mask is not None:
        if attn_mask.dim() not in (2, 3):
            raise AssertionError(prefix + "`attn_mask` to be `None`, 2-D or 3-D but found "
                                 + str(attn_mask.dim()) + "-D tensor instead")
        expected = (num_heads, query.shape[0], key.shape[0])
        if not is_batched and attn_mask.dim() == 3 and tuple(attn_mask.shape) != expected:
            raise AssertionError("Expected `attn_mask` shape to be " + str(expected)
                                 + " but got " + str(attn_mask.shape))
    return is_batched


def _with_column(t):
    """t with one more zero (False) column: a key that takes part (add_bias_kv, add_zero_attn)."""
    if t is None:
        return None
    column = torch.zeros(tuple(t.shape[:-1]) + (1,), dtype=t.dtype, device=t.device)
    return torch.cat([t, column], -1)


def multi_head_attention_forward(query, key, value, embed_dim_to_check, num_heads,
                                 in_proj_weight, in_proj_bias, bias_k, bias_v, add_zero_attn,
                                 dropout_p, out_proj_weight, out_proj_bias, training=True,
                                 key_padding_mask=None, need_weights=True, attn_mask=None,
                                 use_separate_proj_weight=False, q_proj_weight=None,
                                 k_proj_weight=None, v_proj_weight=None, static_k=None,
                                 static_v=None, average_attn_weights=True, is_causal=False):
    """Multi-head attention over (L, N, E) query and (S, N, E) key/value (or unbatched 2-D), as
    PyTorch's: the in-projection, the heads, the masks, the out-projection."""
    if static_k is not None or static_v is not None:
        raise NotImplementedError(
            "multi_head_attention_forward with static_k/static_v is not supported in the "
            "playground")
    is_batched = _mha_shape_check(query, key, value, key_padding_mask, attn_mask, num_heads)
    if not is_batched:
        query, key, value = query.unsqueeze(1), key.unsqueeze(1), value.unsqueeze(1)
        if key_padding_mask is not None:
            key_padding_mask = key_padding_mask.unsqueeze(0)
    tgt_len, bsz, embed_dim = query.shape
    src_len = key.shape[0]
    kpm_blocked, kpm_bias = _split_mask(key_padding_mask, True, "key_padding_mask")
    if is_causal and attn_mask is None:
        raise RuntimeError(
            "Need attn_mask if specifying the is_causal hint. You may use the Transformer "
            "module method `generate_square_subsequent_mask` to create this mask.")
    causal = is_causal and key_padding_mask is None and not need_weights
    if causal:
        attn_mask = None
    blocked, bias = _split_mask(attn_mask, True)
    if embed_dim != embed_dim_to_check:
        raise AssertionError("was expecting embedding dimension of " + str(embed_dim_to_check)
                             + ", but got " + str(embed_dim))
    head_dim = embed_dim // num_heads
    if head_dim * num_heads != embed_dim:
        raise AssertionError("embed_dim " + str(embed_dim) + " not divisible by num_heads "
                             + str(num_heads))
    if use_separate_proj_weight:
        if tuple(key.shape[:2]) != tuple(value.shape[:2]):
            raise AssertionError("key's sequence and batch dims " + str(key.shape[:2])
                                 + " do not match value's " + str(value.shape[:2]))
        w_q, w_k, w_v = q_proj_weight, k_proj_weight, v_proj_weight
    else:
        if tuple(key.shape) != tuple(value.shape):
            raise AssertionError("key shape " + str(key.shape) + " does not match value shape "
                                 + str(value.shape))
        w_q, w_k, w_v = in_proj_weight.chunk(3)
    b_q = b_k = b_v = None
    if in_proj_bias is not None:
        b_q, b_k, b_v = in_proj_bias.chunk(3)
    q = F.linear(query, w_q, b_q)
    k = F.linear(key, w_k, b_k)
    v = F.linear(value, w_v, b_v)
    if attn_mask is not None:
        if attn_mask.dim() == 2:
            if tuple(attn_mask.shape) != (tgt_len, src_len):
                raise RuntimeError("The shape of the 2D attn_mask is " + str(attn_mask.shape)
                                   + ", but should be " + str((tgt_len, src_len)) + ".")
        elif attn_mask.dim() == 3:
            if tuple(attn_mask.shape) != (bsz * num_heads, tgt_len, src_len):
                raise RuntimeError("The shape of the 3D attn_mask is " + str(attn_mask.shape)
                                   + ", but should be "
                                   + str((bsz * num_heads, tgt_len, src_len)) + ".")
        else:
            raise RuntimeError("attn_mask's dimension " + str(attn_mask.dim())
                               + " is not supported")
    # The masks as (N, heads, L, S) or broadcastable to it, key padding merged.
    if blocked is not None and blocked.dim() == 3:
        blocked = blocked.reshape(bsz, num_heads, tgt_len, src_len)
    if bias is not None and bias.dim() == 3:
        bias = bias.reshape(bsz, num_heads, tgt_len, src_len)
    if kpm_blocked is not None:
        kpm_blocked = kpm_blocked.reshape(bsz, 1, 1, src_len)
        kpm_bias = None if kpm_bias is None else kpm_bias.reshape(bsz, 1, 1, src_len)
    blocked = _merge(blocked, kpm_blocked, torch.logical_or)
    bias = _merge(bias, kpm_bias, lambda a, b: a + b)
    if bias_k is not None and bias_v is not None:
        k = torch.cat([k, bias_k.expand(1, bsz, embed_dim)])
        v = torch.cat([v, bias_v.expand(1, bsz, embed_dim)])
        blocked, bias = _with_column(blocked), _with_column(bias)
    elif bias_k is not None or bias_v is not None:
        raise AssertionError("bias_k is set but bias_v is None" if bias_k is not None
                             else "bias_v is set but bias_k is None")
    # (L, N, E) -> (N, heads, L, head_dim): PyTorch's (N * heads, L, head_dim) order.
    q = q.reshape(tgt_len, bsz * num_heads, head_dim).transpose(0, 1)
    k = k.reshape(k.shape[0], bsz * num_heads, head_dim).transpose(0, 1)
    v = v.reshape(v.shape[0], bsz * num_heads, head_dim).transpose(0, 1)
    if add_zero_attn:
        k = torch.cat([k, torch.zeros((bsz * num_heads, 1, head_dim), dtype=k.dtype,
                                      device=k.device)], 1)
        v = torch.cat([v, torch.zeros((bsz * num_heads, 1, head_dim), dtype=v.dtype,
                                      device=v.device)], 1)
        blocked, bias = _with_column(blocked), _with_column(bias)
    src_len = k.size(1)
    q = q.reshape(bsz, num_heads, tgt_len, head_dim)
    k = k.reshape(bsz, num_heads, src_len, head_dim)
    v = v.reshape(bsz, num_heads, src_len, head_dim)
    if causal:
        blocked = _causal(tgt_len, src_len, query.device)
    if not training:
        dropout_p = 0.0
    out, weights = _attend(q, k, v, blocked, bias, 1.0 / math.sqrt(head_dim), dropout_p,
                           not need_weights)
    out = out.permute(2, 0, 1, 3).reshape(tgt_len * bsz, embed_dim)
    out = F.linear(out, out_proj_weight, out_proj_bias).reshape(tgt_len, bsz, -1)
    if not need_weights:
        return (out if is_batched else out.squeeze(1)), None
    if average_attn_weights:
        weights = weights.mean(dim=1)
    if not is_batched:
        out, weights = out.squeeze(1), weights.squeeze(0)
    return out, weights
