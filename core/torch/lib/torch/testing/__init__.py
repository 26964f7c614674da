"""torch.testing: assert_close (PyTorch's pairs, default tolerances per dtype and messages) and
make_tensor (PyTorch's draws: `uniform_` for floating dtypes, `randint` for integral and bool
ones, so a seeded call gives PyTorch's values).

Not here: numpy arrays (there is no numpy), sparse, quantized and complex tensors, dataclass
inputs (compared with == by PyTorch, by their fields here only when they are sequences or
mappings); check_layout is accepted (every tensor is strided).
"""

import collections.abc
import math

import torch

__all__ = ["assert_close", "make_tensor", "assert_allclose"]


class _ErrorMeta(Exception):
    def __init__(self, type, msg, *, id=()):
        super().__init__(msg)
        self.type = type
        self.msg = msg
        self.id = id

    def to_error(self, msg=None):
        if not isinstance(msg, str):
            generated_msg = self.msg
            if self.id:
                generated_msg += ("\n\nThe failure occurred for item " +
                                  "".join(str([item]) for item in self.id))
            msg = msg(generated_msg) if callable(msg) else generated_msg
        return self.type(msg)


_DTYPE_PRECISIONS = {
    "float16": (0.001, 1e-5),
    "bfloat16": (0.016, 1e-5),
    "float32": (1.3e-6, 1e-5),
    "float64": (1e-7, 1e-7),
    "complex32": (0.001, 1e-5),
    "complex64": (1.3e-6, 1e-5),
    "complex128": (1e-7, 1e-7),
}


def _dtype_name(dtype):
    return str(dtype).replace("torch.", "")


def _default_tolerances(*dtypes):
    rtols, atols = [], []
    for d in dtypes:
        r, a = _DTYPE_PRECISIONS.get(_dtype_name(d), (0.0, 0.0))
        rtols.append(r)
        atols.append(a)
    return max(rtols), max(atols)


def _get_tolerances(*dtypes, rtol, atol, id=()):
    if (rtol is None) ^ (atol is None):
        raise _ErrorMeta(ValueError, "Both 'rtol' and 'atol' must be either specified or omitted, "
                         "but got no " + ("rtol" if rtol is None else "atol") + ".", id=id)
    if rtol is not None and atol is not None:
        return rtol, atol
    return _default_tolerances(*dtypes)


def _make_mismatch_msg(*, default_identifier, identifier=None, extra=None, abs_diff,
                       abs_diff_idx=None, atol, rel_diff, rel_diff_idx=None, rtol):
    equality = rtol == 0 and atol == 0

    def make_diff_msg(*, type, diff, idx, tol):
        if idx is None:
            msg = type.title() + " difference: " + str(diff)
        else:
            msg = "Greatest " + type + " difference: " + str(diff) + " at index " + str(idx)
        if not equality:
            msg += " (up to " + str(tol) + " allowed)"
        return msg + "\n"

    if identifier is None:
        identifier = default_identifier
    elif callable(identifier):
        identifier = identifier(default_identifier)
    msg = identifier + " are not " + ("equal" if equality else "close") + "!\n\n"
    if extra:
        msg += extra.strip() + "\n"
    msg += make_diff_msg(type="absolute", diff=abs_diff, idx=abs_diff_idx, tol=atol)
    msg += make_diff_msg(type="relative", diff=rel_diff, idx=rel_diff_idx, tol=rtol)
    return msg.strip()


def _scalar_mismatch_msg(actual, expected, *, rtol, atol, identifier=None):
    abs_diff = abs(actual - expected)
    rel_diff = float("inf") if expected == 0 else abs_diff / abs(expected)
    return _make_mismatch_msg(default_identifier="Scalars", identifier=identifier,
                              extra="Expected " + str(expected) + " but got " + str(actual) + ".",
                              abs_diff=abs_diff, atol=atol, rel_diff=rel_diff, rtol=rtol)


def _tensor_mismatch_msg(actual, expected, matches, *, rtol, atol, identifier=None):
    def unravel(flat_index):
        if not matches.shape:
            return ()
        inverse = []
        for size in list(matches.shape)[::-1]:
            flat_index, mod = divmod(flat_index, size)
            inverse.append(mod)
        return tuple(inverse[::-1])

    number_of_elements = matches.numel()
    total_mismatches = number_of_elements - int(torch.sum(matches))
    extra = ("Mismatched elements: " + str(total_mismatches) + " / " + str(number_of_elements) +
             " (" + format(total_mismatches / number_of_elements, ".1%") + ")")
    # The statistics PyTorch computes with tensor ops (|a - e|, then / |e|, in the dtype, int64
    # for integers and the default float for their ratio; torch.max's first index, NaN first),
    # here in Python floats rounded as float32 where the dtype is: the same values, and no op
    # that makes a NaN or an infinity (which Debug mode would stop at).
    name = _dtype_name(actual.dtype)
    if name not in ("float32", "float64") and actual.dtype.is_floating_point:
        return _tensor_mismatch_msg_ops(actual, expected, matches, extra, rtol=rtol, atol=atol,
                                        identifier=identifier, unravel=unravel)
    r = _round32 if name == "float32" else (lambda v: v)
    ratio = _round32 if name != "float64" else (lambda v: v)
    a_list = actual.flatten().tolist()
    e_list = expected.flatten().tolist()
    m_list = matches.flatten().tolist()
    abs_diffs, rel_diffs = [], []
    for a, e, m in zip(a_list, e_list, m_list):
        if not actual.dtype.is_floating_point:
            a, e = int(a), int(e)
        if m:
            abs_diffs.append(0 if not actual.dtype.is_floating_point else 0.0)
            rel_diffs.append(0.0)
            continue
        d = abs(a - e) if (a == a and e == e and not (math.isinf(a) and a == e)) else \
            float("nan")
        d = r(d) if actual.dtype.is_floating_point else d
        abs_diffs.append(d)
        if d != d:
            rel_diffs.append(float("nan"))
        elif e == 0:
            rel_diffs.append(float("inf") if d != 0 else float("nan"))
        else:
            rel_diffs.append(ratio(d / abs(e)))
    max_abs_diff, max_abs_idx = _max_first(abs_diffs)
    max_rel_diff, max_rel_idx = _max_first(rel_diffs)
    return _make_mismatch_msg(default_identifier="Tensor-likes", identifier=identifier,
                              extra=extra, abs_diff=max_abs_diff,
                              abs_diff_idx=unravel(max_abs_idx), atol=atol,
                              rel_diff=max_rel_diff,
                              rel_diff_idx=unravel(max_rel_idx), rtol=rtol)


def _round32(v):
    import struct

    return struct.unpack("f", struct.pack("f", v))[0]


def _max_first(values):
    """torch.max(t, 0) over a list: NaN wins (its first index), else the first maximum."""
    best, idx = None, 0
    for i, v in enumerate(values):
        if v != v:
            return v, i
        if best is None or v > best:
            best, idx = v, i
    return best, idx


def _tensor_mismatch_msg_ops(actual, expected, matches, extra, *, rtol, atol, identifier,
                             unravel):
    actual_flat = actual.flatten()
    expected_flat = expected.flatten()
    matches_flat = matches.flatten()
    abs_diff = torch.abs(actual_flat - expected_flat)
    abs_diff[matches_flat] = 0
    max_abs_diff, max_abs_idx = torch.max(abs_diff, 0)
    rel_diff = abs_diff / torch.abs(expected_flat)
    rel_diff[matches_flat] = 0
    max_rel_diff, max_rel_idx = torch.max(rel_diff, 0)
    return _make_mismatch_msg(default_identifier="Tensor-likes", identifier=identifier,
                              extra=extra, abs_diff=max_abs_diff.item(),
                              abs_diff_idx=unravel(int(max_abs_idx)), atol=atol,
                              rel_diff=max_rel_diff.item(),
                              rel_diff_idx=unravel(int(max_rel_idx)), rtol=rtol)


def _is_sequence(x):
    if isinstance(x, str):
        return False
    if isinstance(x, (tuple, list)) or type(x) is type(torch.Size([])):
        return True
    try:
        return isinstance(x, collections.abc.Sequence)
    except TypeError:  # a native type the abc machinery cannot take: not a sequence
        return False


def _is_mapping(x):
    if isinstance(x, dict):
        return True
    try:
        return isinstance(x, collections.abc.Mapping)
    except TypeError:
        return False


class _Unsupported(Exception):
    pass


def _compare_none(actual, expected, id, opts):
    if not (actual is None or expected is None):
        raise _Unsupported()
    if not (actual is None and expected is None):
        raise _ErrorMeta(AssertionError, "None mismatch: " + str(actual) + " is not " +
                         str(expected), id=id)


def _compare_bool(actual, expected, id, opts):
    if not (isinstance(actual, bool) and isinstance(expected, bool)):
        raise _Unsupported()
    if actual is not expected:
        raise _ErrorMeta(AssertionError, "Booleans mismatch: " + str(actual) + " is not " +
                         str(expected), id=id)


_NUMBER_DTYPES = {int: "int64", float: "float64", complex: "complex128"}


def _compare_number(actual, expected, id, opts):
    if not (isinstance(actual, (int, float, complex)) and
            isinstance(expected, (int, float, complex))):
        raise _Unsupported()
    rtol, atol = _get_tolerances(*[_NUMBER_DTYPES[type(x)] for x in (actual, expected)],
                                 rtol=opts["rtol"], atol=opts["atol"], id=id)
    if opts["check_dtype"] and type(actual) is not type(expected):
        raise _ErrorMeta(AssertionError, "The (d)types do not match: " + str(type(actual)) +
                         " != " + str(type(expected)) + ".", id=id)
    if actual == expected:
        return
    if opts["equal_nan"] and _isnan(actual) and _isnan(expected):
        return
    abs_diff = abs(actual - expected)
    tolerance = atol + rtol * abs(expected)
    if math.isfinite(abs_diff) and abs_diff <= tolerance:
        return
    raise _ErrorMeta(AssertionError, _scalar_mismatch_msg(actual, expected, rtol=rtol, atol=atol),
                     id=id)


def _isnan(x):
    if isinstance(x, complex):
        return math.isnan(x.real) or math.isnan(x.imag)
    return math.isnan(x)


def _compare_tensor(actual, expected, id, opts):
    related = isinstance(actual, type(expected)) or isinstance(expected, type(actual))
    if not related:
        raise _Unsupported()
    if not opts["allow_subclasses"] and type(actual) is not type(expected):
        raise _Unsupported()
    try:
        actual, expected = (x if isinstance(x, torch.Tensor) else torch.as_tensor(x)
                            for x in (actual, expected))
    except Exception:
        raise _Unsupported()
    rtol, atol = _get_tolerances(actual.dtype, expected.dtype, rtol=opts["rtol"],
                                 atol=opts["atol"], id=id)

    def mismatch(name, a, e):
        raise _ErrorMeta(AssertionError, "The values for attribute '" + name +
                         "' do not match: " + str(a) + " != " + str(e) + ".", id=id)

    if actual.shape != expected.shape:
        mismatch("shape", actual.shape, expected.shape)
    if opts["check_stride"] and not (actual.is_contiguous() and expected.is_contiguous()):
        # Two contiguous tensors of one shape have the same strides; others would need
        # Tensor.stride(), which the playground does not have.
        raise NotImplementedError("torch.testing.assert_close(check_stride=True) on a "
                                  "non-contiguous tensor is not supported in the playground yet")
    if opts["check_device"] and actual.device != expected.device:
        mismatch("device", actual.device, expected.device)
    if opts["check_dtype"] and actual.dtype != expected.dtype:
        mismatch("dtype", actual.dtype, expected.dtype)
    if actual.device != expected.device:
        actual, expected = actual.cpu(), expected.cpu()
    if actual.dtype != expected.dtype:
        dtype = torch.promote_types(actual.dtype, expected.dtype)
        actual, expected = actual.to(dtype), expected.to(dtype)
    actual, expected = actual.detach(), expected.detach()
    if actual.dtype.is_floating_point:
        # torch.isclose's definition, written so that no op makes a NaN or an infinity from
        # NaN/inf inputs (Debug mode stops at those): equal values (same infinities too),
        # finite values within atol + rtol * |expected|, and NaN pairs under equal_nan.
        a_nan, e_nan = actual != actual, expected != expected
        finite = torch.isfinite(actual) & torch.isfinite(expected)
        a0 = torch.where(finite, actual, torch.zeros_like(actual))
        e0 = torch.where(finite, expected, torch.zeros_like(expected))
        matches = (actual == expected) | (finite & ((a0 - e0).abs() <= atol + rtol * e0.abs()))
        if opts["equal_nan"]:
            matches = matches | (a_nan & e_nan)
    else:
        wide_a, wide_e = actual.to(torch.int64), expected.to(torch.int64)
        if rtol == 0 and atol == 0:
            matches = wide_a == wide_e
        else:
            matches = (wide_a - wide_e).abs().to(torch.float64) <= \
                atol + rtol * wide_e.abs().to(torch.float64)
    if bool(torch.all(matches)):
        return
    if actual.shape == torch.Size([]):
        msg = _scalar_mismatch_msg(actual.item(), expected.item(), rtol=rtol, atol=atol)
    else:
        msg = _tensor_mismatch_msg(actual, expected, matches, rtol=rtol, atol=atol)
    raise _ErrorMeta(AssertionError, msg, id=id)


_PAIRS = (_compare_none, _compare_bool, _compare_number, _compare_tensor)


def _originate(actual, expected, id, out):
    """The leaf pairs (actual, expected, id) in PyTorch's order, structure errors first."""
    if _is_sequence(actual) and _is_sequence(expected):
        if len(actual) != len(expected):
            raise _ErrorMeta(AssertionError, "The length of the sequences mismatch: " +
                             str(len(actual)) + " != " + str(len(expected)), id=id)
        for idx in range(len(actual)):
            _originate(actual[idx], expected[idx], id + (idx,), out)
        return
    if _is_mapping(actual) and _is_mapping(expected):
        actual_keys = set(actual.keys())
        expected_keys = set(expected.keys())
        if actual_keys != expected_keys:
            missing = expected_keys - actual_keys
            additional = actual_keys - expected_keys
            raise _ErrorMeta(AssertionError, "The keys of the mappings do not match:\n"
                             "Missing keys in the actual mapping: " + str(sorted(missing)) +
                             "\nAdditional keys in the actual mapping: " +
                             str(sorted(additional)), id=id)
        keys = list(actual_keys)
        try:
            keys = sorted(keys)
        except Exception:
            pass
        for key in keys:
            _originate(actual[key], expected[key], id + (key,), out)
        return
    out.append((actual, expected, id))


def assert_close(actual, expected, *, allow_subclasses=True, rtol=None, atol=None,
                 equal_nan=False, check_device=True, check_dtype=True, check_layout=True,
                 check_stride=False, msg=None):
    """Assert that actual and expected are close: |actual - expected| <= atol + rtol * |expected|
    elementwise, with PyTorch's default tolerances per dtype and its AssertionError text."""
    opts = {"allow_subclasses": allow_subclasses, "rtol": rtol, "atol": atol,
            "equal_nan": equal_nan, "check_device": check_device, "check_dtype": check_dtype,
            "check_stride": check_stride}
    try:
        pairs = []
        _originate(actual, expected, (), pairs)
        for a, e, id in pairs:
            for compare in _PAIRS:
                try:
                    compare(a, e, id, opts)
                except _Unsupported:
                    continue
                break
            else:
                raise _ErrorMeta(TypeError, "No comparison pair was able to handle inputs of "
                                 "type " + str(type(a)) + " and " + str(type(e)) + ".", id=id)
    except _ErrorMeta as error:
        raise error.to_error(msg)


def assert_allclose(actual, expected, rtol=None, atol=None, equal_nan=True, msg=""):
    """Deprecated since PyTorch 1.12 (its FutureWarning is not written): assert_close with the
    old tolerances and check_dtype=False."""
    if not isinstance(actual, torch.Tensor):
        actual = torch.tensor(actual)
    if not isinstance(expected, torch.Tensor):
        expected = torch.tensor(expected, dtype=actual.dtype)
    if rtol is None and atol is None:
        old = {"float16": (1e-3, 1e-3), "float32": (1e-4, 1e-5), "float64": (1e-5, 1e-8)}
        pairs = [old.get(_dtype_name(t.dtype), (0.0, 0.0)) for t in (actual, expected)]
        rtol, atol = max(p[0] for p in pairs), max(p[1] for p in pairs)
    assert_close(actual, expected, rtol=rtol, atol=atol, equal_nan=equal_nan, check_device=True,
                 check_dtype=False, check_stride=False, msg=msg or None)


# ---- make_tensor

_FLOATING = ("float16", "bfloat16", "float32", "float64")
_INTEGRAL = ("uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64")


def make_tensor(*shape, dtype, device, low=None, high=None, requires_grad=False,
                noncontiguous=False, exclude_zero=False, memory_format=None):
    """A tensor of the given shape, dtype and device with values drawn uniformly from
    [low, high) as PyTorch draws them (defaults: [-9, 9) floating, [-9, 10) integral,
    {False, True} bool)."""
    name = _dtype_name(dtype)

    def modify_low_high(low, high, *, lowest_inclusive, highest_exclusive, default_low,
                        default_high):
        def clamp(a, l, h):
            return min(max(a, l), h)

        low = low if low is not None else default_low
        high = high if high is not None else default_high
        if any(isinstance(value, float) and math.isnan(value) for value in [low, high]):
            raise ValueError("`low` and `high` cannot be NaN, but got low=" + str(low) +
                             " and high=" + str(high))
        elif low == high and name in _FLOATING:
            pass  # PyTorch's FutureWarning (stderr) for low == high
        elif low >= high:
            raise ValueError("`low` must be less than `high`, but got " + str(low) + " >= " +
                             str(high))
        elif high < lowest_inclusive or low >= highest_exclusive:
            raise ValueError("The value interval specified by `low` and `high` is [" + str(low) +
                             ", " + str(high) + "), but " + str(dtype) + " only supports [" +
                             str(lowest_inclusive) + ", " + str(highest_exclusive) + ")")
        low = clamp(low, lowest_inclusive, highest_exclusive)
        high = clamp(high, lowest_inclusive, highest_exclusive)
        if name == "bool" or name in _INTEGRAL:
            return math.ceil(low), math.ceil(high)
        return low, high

    if len(shape) == 1 and _is_sequence(shape[0]):
        shape = shape[0]
    shape = tuple(shape)
    if noncontiguous and memory_format is not None:
        raise ValueError("The parameters `noncontiguous` and `memory_format` are mutually "
                         "exclusive, but got noncontiguous=" + str(noncontiguous) +
                         " and memory_format=" + str(memory_format))
    if requires_grad and (name == "bool" or name in _INTEGRAL):
        raise ValueError("`requires_grad=True` is not supported for boolean and integral "
                         "dtypes, but got dtype=" + str(dtype))
    numel = 1
    for s in shape:
        numel *= s
    noncontiguous = noncontiguous and numel > 1
    if noncontiguous:
        shape = tuple(shape[:-1]) + (2 * shape[-1],)
    if name == "bool":
        low, high = modify_low_high(low, high, lowest_inclusive=0, highest_exclusive=2,
                                    default_low=0, default_high=2)
        result = torch.randint(low, high, shape, device=device, dtype=dtype)
    elif name in _INTEGRAL:
        info = torch.iinfo(dtype)
        low, high = modify_low_high(low, high, lowest_inclusive=info.min,
                                    highest_exclusive=info.max + (1 if name != "int64" else 0),
                                    default_low=-9, default_high=10)
        result = torch.randint(low, high, shape, device=device, dtype=dtype)
    elif name in _FLOATING:
        info = torch.finfo(dtype)
        low, high = modify_low_high(low, high, lowest_inclusive=info.min,
                                    highest_exclusive=info.max, default_low=-9, default_high=9)
        result = torch.empty(shape, device=device, dtype=dtype)
        if high - low >= info.max:
            result.uniform_(low / 2, high / 2).mul_(2)
        else:
            result.uniform_(low, high)
    else:
        raise TypeError("The requested dtype '" + str(dtype) + "' is not supported by "
                        "torch.testing.make_tensor(). To request support, file an issue at: "
                        "https://github.com/pytorch/pytorch/issues")
    if noncontiguous:
        result = result[..., 1::2]
    elif memory_format is not None:
        result = result.clone(memory_format=memory_format)
    if exclude_zero:
        result[result == 0] = 1 if (name == "bool" or name in _INTEGRAL) else \
            torch.finfo(dtype).tiny
    if name in _FLOATING:
        result.requires_grad = requires_grad
    return result
