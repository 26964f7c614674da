# PyTorch's module paths programs import from (torch.nn.parameter, torch.nn.modules.<file>,
# torch.nn.attention), and sdpa_kernel: a kernel hint that changes no values.
import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel
from torch.nn.modules.activation import GELU, ReLU
from torch.nn.modules.conv import Conv2d
from torch.nn.modules.distance import CosineSimilarity
from torch.nn.modules.dropout import Dropout
from torch.nn.modules.linear import Identity, Linear
from torch.nn.modules.loss import MSELoss
from torch.nn.modules.module import Module
from torch.nn.modules.normalization import LayerNorm
from torch.nn.modules.sparse import Embedding
from torch.nn.parameter import Parameter

device = "cpu"


class Block(Module):
    def __init__(self):
        super().__init__()
        self.emb = Embedding(5, 4)
        self.norm = LayerNorm(4)
        self.fc = Linear(4, 4)
        self.act = GELU()
        self.drop = Dropout(0.0)
        self.skip = Identity()
        self.gate = Parameter(torch.ones(4))

    def forward(self, ids):
        h = self.norm(self.emb(ids))
        return self.skip(h) + self.drop(self.act(self.fc(h))) * self.gate


torch.manual_seed(0)
block = Block().to(device)
print(block)
print(isinstance(block, torch.nn.modules.module.Module), Parameter is torch.nn.Parameter)
print(torch.nn.modules.Linear is torch.nn.Linear, torch.nn.modules.Conv2d is Conv2d)
ids = torch.tensor([[0, 3, 1], [4, 2, 2]], device=device)
h = block(ids)
print(h.shape)

q = torch.randn(2, 2, 3, 4, device=device)
k = torch.randn(2, 2, 3, 4, device=device)
v = torch.randn(2, 2, 3, 4, device=device)
ref = F.scaled_dot_product_attention(q, k, v, is_causal=True)
with sdpa_kernel(SDPBackend.MATH):
    out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
with sdpa_kernel([SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION, SDPBackend.MATH]):
    out2 = F.scaled_dot_product_attention(q, k, v, is_causal=True)
print(torch.allclose(ref, out, atol=1e-6), torch.allclose(ref, out2, atol=1e-6))
print(out[0, 0])
print(SDPBackend.MATH, repr(SDPBackend.FLASH_ATTENTION), SDPBackend.EFFICIENT_ATTENTION.value)
print(SDPBackend.MATH == SDPBackend.MATH, SDPBackend.MATH == SDPBackend.CUDNN_ATTENTION)
print(list(SDPBackend.__members__))
try:
    with sdpa_kernel("math"):
        pass
except AssertionError as e:
    print("AssertionError:", e)

print(CosineSimilarity(dim=1)(h[0], h[1]))
print(MSELoss()(h[0], h[1]).item() > 0, ReLU()(torch.tensor([-1.0, 2.0], device=device)))
