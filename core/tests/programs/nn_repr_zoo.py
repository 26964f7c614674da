import torch
from torch import nn
device = "cpu"
mods = [
    nn.Conv1d(3, 6, 3, stride=2, padding=1, dilation=1, groups=3, bias=False, padding_mode="zeros"),
    nn.Conv2d(3, 8, (3, 5), stride=1, padding="same"),
    nn.ConvTranspose2d(8, 3, 4, stride=2, padding=1, output_padding=0),
    nn.MaxPool2d(2, stride=2, ceil_mode=True), nn.AvgPool2d(3, stride=1, padding=1, count_include_pad=False),
    nn.AdaptiveAvgPool2d((1, 1)), nn.AdaptiveMaxPool1d(4), nn.LPPool2d(2, 3),
    nn.BatchNorm1d(10, momentum=None), nn.BatchNorm2d(4, affine=False, track_running_stats=False),
    nn.LayerNorm([4, 5], elementwise_affine=False), nn.GroupNorm(2, 4), nn.InstanceNorm2d(3, affine=True),
    nn.LocalResponseNorm(2), nn.RMSNorm(8),
    nn.Dropout(0.3), nn.Dropout2d(), nn.AlphaDropout(0.1), nn.Dropout1d(0.2, inplace=True),
    nn.ReLU(inplace=True), nn.LeakyReLU(0.2), nn.ELU(alpha=0.5), nn.SELU(), nn.CELU(), nn.GELU(), nn.SiLU(), nn.Mish(),
    nn.Softplus(beta=2, threshold=10), nn.Hardtanh(-2, 2), nn.ReLU6(), nn.PReLU(num_parameters=3), nn.Softmax(dim=-1),
    nn.LogSoftmax(1), nn.Softmin(0), nn.Threshold(0.1, 20), nn.Hardswish(), nn.Hardsigmoid(), nn.Tanhshrink(),
    nn.Softshrink(0.3), nn.Hardshrink(), nn.GLU(), nn.Sigmoid(), nn.Tanh(), nn.LogSigmoid(), nn.Softsign(),
    nn.Embedding(10, 3, padding_idx=0), nn.EmbeddingBag(10, 3, mode="sum"), nn.Identity(), nn.Bilinear(2, 3, 4),
    nn.Linear(3, 4, bias=False), nn.Flatten(0, -1), nn.Unflatten(1, (2, 2)), nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False),
    nn.PixelShuffle(2), nn.PixelUnshuffle(2), nn.ZeroPad2d((1, 1, 2, 0)), nn.ReflectionPad1d(2), nn.ReplicationPad2d(1), nn.ConstantPad1d(2, 3.5), nn.CircularPad2d(1),
    nn.Unfold(kernel_size=2, stride=1), nn.Fold(output_size=(4, 4), kernel_size=2),
    nn.MSELoss(reduction="sum"), nn.CrossEntropyLoss(label_smoothing=0.1, ignore_index=0), nn.BCEWithLogitsLoss(pos_weight=torch.ones(2)),
    nn.L1Loss(), nn.SmoothL1Loss(beta=0.5), nn.HuberLoss(delta=2.0), nn.NLLLoss(), nn.KLDivLoss(reduction="batchmean", log_target=True),
    nn.TripletMarginLoss(margin=2.0), nn.CosineEmbeddingLoss(), nn.MarginRankingLoss(0.5),
    nn.CosineSimilarity(dim=1), nn.PairwiseDistance(p=1.0),
    nn.MultiheadAttention(8, 2, dropout=0.1, batch_first=True),
    nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0, batch_first=True, norm_first=True),
    nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1, dim_feedforward=16),
    nn.ChannelShuffle(2), nn.Softmax2d(), nn.Hardtanh(), nn.SyncBatchNorm(4),
]
for m in mods:
    print(m)
