"""Neural Networks (Deep Learning with PyTorch: A 60 Minute Blitz), rewritten for the playground.

Follows https://pytorch.org/tutorials/beginner/blitz/neural_networks_tutorial.html: the LeNet-style
Net (two Conv2d layers with F.max_pool2d, three Linear layers), its repr and parameters, a forward
pass, backward with a random vector, MSELoss against a dummy target, a walk back through the loss's
graph with next_functions, conv1's bias gradient before and after backward, the manual SGD update
over net.parameters(), and the same update with optim.SGD.

Changed: the random tensors come from torch.manual_seed(0) and take `device=device`; the grad_fn
nodes print as their class names (PyTorch's repr holds a memory address); the loss after the
optimizer's step is printed at the end, which the page leaves for the reader.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


class Net(nn.Module):

    def __init__(self):
        super(Net, self).__init__()
        # 1 input channel (a grayscale image), 6 output channels, 5x5 kernels
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        # Affine layers y = Wx + b; 16 channels of 5x5 remain after the second pooling
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, input):
        # C1: convolution + ReLU, (N, 1, 32, 32) -> (N, 6, 28, 28)
        c1 = F.relu(self.conv1(input))
        # S2: 2x2 max pooling, no parameters -> (N, 6, 14, 14)
        s2 = F.max_pool2d(c1, (2, 2))
        # C3: convolution + ReLU -> (N, 16, 10, 10)
        c3 = F.relu(self.conv2(s2))
        # S4: 2x2 max pooling (a single number is a square window) -> (N, 16, 5, 5)
        s4 = F.max_pool2d(c3, 2)
        # Flatten everything but the batch dimension -> (N, 400)
        s4 = torch.flatten(s4, 1)
        # F5 and F6: Linear + ReLU -> (N, 120) -> (N, 84)
        f5 = F.relu(self.fc1(s4))
        f6 = F.relu(self.fc2(f5))
        # Output layer -> (N, 10)
        output = self.fc3(f6)
        return output


net = Net().to(device)
print(net)

# The learnable parameters, in the order the layers were assigned.
params = list(net.parameters())
print(len(params))
print(params[0].size())  # conv1's .weight

# One 32x32 image (a batch of one sample).
input = torch.randn(1, 1, 32, 32, device=device)
out = net(input)
print(out)

# Clear the gradient buffers, then backpropagate a random vector.
net.zero_grad()
out.backward(torch.randn(1, 10, device=device))

# A loss function: mean squared error against a dummy target.
output = net(input)
target = torch.randn(10, device=device)  # a dummy target
target = target.view(1, -1)  # the output's shape
criterion = nn.MSELoss()

loss = criterion(output, target)
print(loss)

# Following the graph backwards from the loss, one node at a time.
print(type(loss.grad_fn).__name__)  # MSELoss
print(type(loss.grad_fn.next_functions[0][0]).__name__)  # fc3 (Linear)
print(type(loss.grad_fn.next_functions[0][0].next_functions[0][0]).__name__)  # fc3's bias

net.zero_grad()  # zeroes the gradient buffers of all parameters

print('conv1.bias.grad before backward')
print(net.conv1.bias.grad)

loss.backward()

print('conv1.bias.grad after backward')
print(net.conv1.bias.grad)

# The simplest update rule, stochastic gradient descent: weight = weight - learning_rate * gradient.
learning_rate = 0.01
for f in net.parameters():
    f.data.sub_(f.grad.data * learning_rate)

import torch.optim as optim

# The same update through an optimizer.
optimizer = optim.SGD(net.parameters(), lr=0.01)

# One step of a training loop:
optimizer.zero_grad()  # zero the gradient buffers
output = net(input)
loss = criterion(output, target)
loss.backward()
optimizer.step()  # does the update
print(criterion(net(input), target))
