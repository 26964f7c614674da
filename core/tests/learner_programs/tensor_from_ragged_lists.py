# torch.tensor of nested lists that are not rectangular: PyTorch's shape comes from the first
# element's path, and each misfit is its TypeError or ValueError.
import torch

device = "cpu"
cases = [
    [[0.0, 0.0], [3.0, 1.0], False],
    [[1, 2], 3],
    [1, [2, 3]],
    [[1.0], [2.0, 3.0]],
    [[1, 2], []],
    [[[1]], [2]],
    [1.0, [2.0]],
    [True, [1]],
    [1, (2,)],
    [[1, 2], [3, [4]]],
    [[1.0, 2], [3, (4,)]],
    [[], []],
    [[1, 2], 5],
    [range(3), [4, 5, 6]],
    [(1, 2), [3, 4]],
]
for v in cases:
    try:
        t = torch.tensor(v, device=device)
        print(tuple(t.shape), t.dtype, t.tolist())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
