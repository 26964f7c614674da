# "Channels Last Memory Format" and "Tensor Views": strides of NCHW vs channels_last tensors,
# to(memory_format=...), contiguous(memory_format=...), is_contiguous(memory_format=...),
# elementwise results keeping the format, and which operations return views (storage sharing).
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
N, C, H, W = 2, 3, 4, 5
x = torch.empty(N, C, H, W)
print(x.stride())
x = x.to(memory_format=torch.channels_last)
print(x.shape)
print(x.stride())
x = x.to(memory_format=torch.contiguous_format)
print(x.stride())
x = x.contiguous(memory_format=torch.channels_last)
print(x.stride())
print(x.is_contiguous(memory_format=torch.channels_last), x.is_contiguous())
y = torch.randn(N, C, H, W).to(memory_format=torch.channels_last)
print((y + 1).stride(), y.relu().stride())
print(y.permute(0, 2, 3, 1).is_contiguous(), y.permute(0, 2, 3, 1).stride())

t = torch.rand(4, 4)
b = t.view(2, 8)
print(t.data_ptr() == b.data_ptr())
b[0][0] = 3.14
print(t[0][0])
base = torch.tensor([[0, 1], [2, 3]])
print(base.is_contiguous())
t = base.transpose(0, 1)
print(t.is_contiguous(), t.stride())
c = t.contiguous()
print(c.is_contiguous(), c.stride())
for name, v in [("view", base.view(4)), ("narrow", base.narrow(0, 0, 1)), ("expand", base[0].expand(3, 2)),
                ("unfold", torch.arange(6).unfold(0, 2, 2)), ("diagonal", base.diagonal()),
                ("unbind", base.unbind(0)[1]), ("split", base.split(1)[1]), ("select", base[1]),
                ("T", base.T), ("flatten", base.flatten()), ("reshape", base.t().reshape(4))]:
    print(name, v.data_ptr() == base.data_ptr() + 8 * v.storage_offset(), v.stride(), v.storage_offset())
