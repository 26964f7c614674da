# torch.<name> forms PyTorch keeps at the top level: F ops with ATen signatures (unreduced
# losses by default), in-place function forms, arithmetic aliases, dtype helpers, windows, vmap,
# torch.special, and the removed functions error.
import torch
import torch.nn.functional as F
device = "cpu"
torch.manual_seed(0)
x = torch.tensor([[0.25, -0.5, 2.0], [1.5, -1.0, 0.75]], device=device)
t = torch.tensor([[1.0, 0.0, 1.0], [0.0, 1.0, 1.0]], device=device)
print(torch.divide(x, 2), torch.multiply(x, x), torch.subtract(x, 1, alpha=2), torch.negative(x))
print(torch.divide(torch.tensor([7, -7]), 2, rounding_mode="floor"))
y = x.clone(); torch.abs_(y); print(y)
y = x.clone(); torch.relu_(y); torch.exp_(y); print(y)
print(torch.selu(x), torch.celu(x, 0.5), torch.threshold(x, 0.5, -9.0))
print(torch.layer_norm(x, [3]), torch.group_norm(x.reshape(1, 2, 3), 2))
print(torch.embedding(torch.arange(6.0, device=device).reshape(3, 2), torch.tensor([2, 0], device=device)))
print(torch.binary_cross_entropy_with_logits(x, t), torch.binary_cross_entropy_with_logits(x, t, None, None, 1), torch.hinge_embedding_loss(x, t), torch.kl_div(x, t.softmax(1), 2))
print(torch.margin_ranking_loss(x[0], x[1], torch.tensor([1.0, -1.0, 1.0], device=device), 0.1, 0))
print(torch.cosine_similarity(x[0:1], x[1:2]), torch.pairwise_distance(x[0:1], x[1:2]), torch.pdist(x))
print(torch.max_pool1d(x.unsqueeze(0), 2), torch.adaptive_max_pool1d(x.unsqueeze(0), 1))
print(torch.conv1d(x.unsqueeze(0), torch.ones(1, 2, 2, device=device)))
print(torch.dropout(x, 0.5, False), torch.alpha_dropout(x, 0.2, False))
print(torch.is_nonzero(torch.tensor([1.5])), torch.is_same_size(x, t), torch.is_signed(x), torch.is_signed(t > 0))
print(torch.result_type(torch.tensor([1]), 1.0), torch.result_type(torch.tensor([1.0]), torch.tensor(2.0, dtype=torch.float64)), torch.result_type(torch.tensor([1]), torch.tensor([1.0], dtype=torch.float16)))
print(torch.promote_types(torch.int32, torch.float32), torch.promote_types(torch.bool, torch.int64), torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32))
print(torch.typename(x), torch.typename(torch.tensor([1])), torch.typename(3), torch.typename("s"))
print(torch.hann_window(5), torch.hamming_window(5), torch.bartlett_window(5))
print(torch.hann_window(4, periodic=False), torch.blackman_window(6, dtype=torch.float64))
print(torch.kaiser_window(6, False, 8.0), torch.hann_window(7), torch.bartlett_window(6, False), torch.bartlett_window(7))
print(torch.vmap(torch.dot)(x, x), torch.vmap(lambda r: r.sum() * 2)(x), torch.vmap(torch.mul, in_dims=(0, None))(x, torch.tensor(2.0)))
print(torch.vmap(lambda c: c * 2, in_dims=1)(x))
print(torch.special.expit(x), torch.special.entr(torch.tensor([0.0, 0.5, 2.0, -1.0])))
print(torch.special.ndtr(x), torch.special.ndtri(torch.tensor([0.1, 0.5, 0.9])), torch.special.log_ndtr(x))
print(torch.special.xlog1py(x, x.abs()), torch.special.i0e(x), torch.special.gammaln(x.abs() + 1.5), torch.special.logsumexp(x, 1))
print(torch.special.softmax(x, 1), torch.special.psi(x.abs() + 1), torch.special.multigammaln(x.abs() + 2, 2))
for bad in (lambda: torch.solve(x, x), lambda: torch.matrix_rank(x), lambda: torch.eig(x)):
    try:
        bad()
    except RuntimeError as e:
        print(str(e).splitlines()[0])
try:
    torch.vmap(torch.add)(x, torch.ones(3, 3))
except ValueError as e:
    print("ValueError", str(e)[:60])
