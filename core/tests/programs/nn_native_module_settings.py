import torch
import torch.nn as nn
device = "cpu"
e = nn.Embedding(10, 3, padding_idx=0).to(device)
print(e.num_embeddings, e.embedding_dim, e.padding_idx, e.max_norm, e.norm_type, e.scale_grad_by_freq, e.sparse)
ln = nn.LayerNorm([4, 5], eps=1e-6).to(device)
print(ln.normalized_shape, ln.eps, ln.elementwise_affine)
print(nn.Softmax(dim=-1).dim, nn.Softmax().dim, nn.Dropout(0.2).inplace, nn.ReLU(inplace=True).inplace, nn.GELU().approximate, nn.GELU("tanh").approximate)
print(nn.CrossEntropyLoss(label_smoothing=0.1).label_smoothing, nn.CrossEntropyLoss().ignore_index, nn.MSELoss(reduction="sum").reduction, nn.NLLLoss().reduction)
print(sorted(n for n in ["num_embeddings", "embedding_dim"] if n in dir(e)))
