"""default_collate and default_convert, as PyTorch's torch/utils/data/_utils/collate.py.

A batch of tensors is torch.stack-ed, of floats a float64 tensor, of ints (and bools) a tensor of
torch.tensor's dtype, of strings the list itself; dicts, tuples and lists are collated field by
field (a tuple comes back as a list, as in PyTorch).
"""
import torch

default_collate_err_msg_format = (
    "default_collate: batch must contain tensors, numpy arrays, numbers, "
    "dicts or lists; found {}"
)


def default_convert(data):
    """What the DataLoader applies to each sample when batching is off (batch_size=None)."""
    if torch.is_tensor(data):
        return data
    if isinstance(data, dict):
        return {key: default_convert(data[key]) for key in data}
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]
    if isinstance(data, list):
        return [default_convert(d) for d in data]
    return data


def collate_tensor_fn(batch, *, collate_fn_map=None):
    return torch.stack(batch, 0)


def collate_float_fn(batch, *, collate_fn_map=None):
    return torch.tensor(batch, dtype=torch.float64)


def collate_int_fn(batch, *, collate_fn_map=None):
    return torch.tensor(batch)


def collate_str_fn(batch, *, collate_fn_map=None):
    return batch


# PyTorch keys the tensor entry by torch.Tensor; the playground has no Tensor class to key by, so
# None stands for it (a tensor is recognised by torch.is_tensor).
default_collate_fn_map = {
    None: collate_tensor_fn,
    float: collate_float_fn,
    int: collate_int_fn,
    str: collate_str_fn,
}


def _lookup(elem, collate_fn_map):
    if torch.is_tensor(elem):
        return collate_fn_map.get(None)
    elem_type = type(elem)
    if elem_type in collate_fn_map:
        return collate_fn_map[elem_type]
    for collate_type in collate_fn_map:
        if collate_type is not None and isinstance(elem, collate_type):
            return collate_fn_map[collate_type]
    return None


def collate(batch, *, collate_fn_map=None):
    """Collates `batch` (a list of samples) by the type of its first element."""
    elem = batch[0]
    if collate_fn_map is not None:
        fn = _lookup(elem, collate_fn_map)
        if fn is not None:
            return fn(batch, collate_fn_map=collate_fn_map)
    if isinstance(elem, dict):
        result = {key: collate([d[key] for d in batch], collate_fn_map=collate_fn_map)
                  for key in elem}
        if type(elem) is dict:
            return result
        # a dict subclass (OrderedDict, defaultdict, ...) comes back as its own type
        try:
            clone = elem.copy()
            clone.update(result)
            return clone
        except (AttributeError, TypeError):
            return result
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):  # a namedtuple keeps its type
        return type(elem)(*(collate(samples, collate_fn_map=collate_fn_map)
                            for samples in zip(*batch)))
    if isinstance(elem, (tuple, list)):
        elem_size = len(elem)
        for sample in batch[1:]:
            if len(sample) != elem_size:
                raise RuntimeError("each element in list of batch should be of equal size")
        # The transposed samples are tuples, as zip(*batch) makes them (a batch of strings
        # comes back as that tuple).
        return [
            collate(tuple(sample[i] for sample in batch), collate_fn_map=collate_fn_map)
            for i in range(elem_size)
        ]
    raise TypeError(default_collate_err_msg_format.format(type(elem)))


def default_collate(batch):
    """Puts each data field into a tensor with outer dimension batch size."""
    return collate(batch, collate_fn_map=default_collate_fn_map)
