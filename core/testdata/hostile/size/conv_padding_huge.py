# A convolution padded by ten million: its im2col columns (360,000,072 elements) are over the
# playground's element limit, refused before the gather's offsets are made (they were 5.7 GB of
# host memory and 40 s before the refusal). PyTorch computes it; the playground says why it won't.
# reference: stated (the playground's limit on one tensor's elements, as for any op's result)
# exit: 1
# error: RuntimeError: the result of index would have 360000072 elements, more than the playground allows (268435456)
import torch
import torch.nn as nn

torch.manual_seed(0)
c1 = nn.Conv1d(4, 2, 3, stride=2, padding=9999999)
x = torch.randn(3, 4, 7, device="tpu")
print("before")
print(c1.to("tpu")(x).shape)
