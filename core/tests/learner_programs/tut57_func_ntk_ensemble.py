# "Neural Tangent Kernels" and "Model ensembling" (torch.func): functional_call with detached
# params, per-example jacobians via vmap(jacrev), NTK by jacobian contraction (full and trace),
# stack_module_state + vmap over models with in_dims (0, 0, None) and (0, 0, 0).
import copy
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.func import functional_call, vmap, jacrev, stack_module_state

device = "cpu"
torch.manual_seed(0)


class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 4, (3, 3))
        self.conv2 = nn.Conv2d(4, 4, (3, 3))
        self.fc = nn.Linear(16, 3)

    def forward(self, x):
        x = self.conv1(x)
        x = x.relu()
        x = self.conv2(x)
        x = x.relu()
        x = x.flatten(1)
        x = self.fc(x)
        return x


x_train = torch.randn(4, 3, 6, 6, device=device)
x_test = torch.randn(2, 3, 6, 6, device=device)
net = CNN().to(device)
params = {k: v.detach() for k, v in net.named_parameters()}


def fnet_single(params, x):
    return functional_call(net, params, (x.unsqueeze(0),)).squeeze(0)


print(fnet_single(params, x_train[0]))


def empirical_ntk_jacobian_contraction(fnet_single, params, x1, x2, compute='full'):
    jac1 = vmap(jacrev(fnet_single), (None, 0))(params, x1)
    jac1 = jac1.values()
    jac1 = [j.flatten(2) for j in jac1]
    jac2 = vmap(jacrev(fnet_single), (None, 0))(params, x2)
    jac2 = jac2.values()
    jac2 = [j.flatten(2) for j in jac2]
    if compute == 'full':
        einsum_expr = 'Naf,Mbf->NMab'
    elif compute == 'trace':
        einsum_expr = 'Naf,Maf->NM'
    elif compute == 'diagonal':
        einsum_expr = 'Naf,Maf->NMa'
    else:
        assert False
    result = torch.stack([torch.einsum(einsum_expr, j1, j2) for j1, j2 in zip(jac1, jac2)])
    result = result.sum(0)
    return result


result = empirical_ntk_jacobian_contraction(fnet_single, params, x_train, x_test)
print(result.shape)
print(result[0, 1].round(decimals=3))
tr = empirical_ntk_jacobian_contraction(fnet_single, params, x_train, x_test, 'trace')
print(tr.shape, tr.round(decimals=3))
dg = empirical_ntk_jacobian_contraction(fnet_single, params, x_train, x_test, 'diagonal')
print(torch.allclose(dg.sum(-1), tr, rtol=1e-4), torch.allclose(result.diagonal(dim1=2, dim2=3), dg, rtol=1e-4))


class SimpleMLP(nn.Module):
    def __init__(self):
        super(SimpleMLP, self).__init__()
        self.fc1 = nn.Linear(12, 16)
        self.fc2 = nn.Linear(16, 8)
        self.fc3 = nn.Linear(8, 4)

    def forward(self, x):
        x = x.flatten(1)
        x = self.fc1(x)
        x = F.relu(x)
        x = self.fc2(x)
        x = F.relu(x)
        x = self.fc3(x)
        return x


num_models = 3
data = torch.randn(5, 4, 3, 4, device=device)
models = [SimpleMLP().to(device) for _ in range(num_models)]
minibatches = data[:num_models]
predictions_diff_minibatch_loop = [model(minibatch) for model, minibatch in zip(models, minibatches)]
minibatch = data[0]
predictions2 = [model(minibatch) for model in models]
params, buffers = stack_module_state(models)
print(sorted(params), params['fc1.weight'].shape, buffers)
base_model = copy.deepcopy(models[0])
base_model = base_model.to('meta')


def fmodel(params, buffers, x):
    return functional_call(base_model, (params, buffers), (x,))


print([p.shape for p in params.values()][:2])
predictions1_vmap = vmap(fmodel)(params, buffers, minibatches)
print(predictions1_vmap.shape)
assert torch.allclose(predictions1_vmap, torch.stack(predictions_diff_minibatch_loop), atol=1e-3, rtol=1e-5)
predictions2_vmap = vmap(fmodel, in_dims=(0, 0, None))(params, buffers, minibatch)
assert torch.allclose(predictions2_vmap, torch.stack(predictions2), atol=1e-3, rtol=1e-5)
print(predictions2_vmap[:, 0].round(decimals=4))
print(params['fc3.bias'].requires_grad, params['fc3.bias'].is_leaf)
