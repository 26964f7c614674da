# The reinforcement-learning (DQN) tutorial's machinery on a tiny deterministic corridor instead
# of a gym environment: a Transition namedtuple and a ReplayMemory over collections.deque with
# random.sample, epsilon-greedy action selection with math.exp decay, policy and target networks,
# Q(s, a) by gather, the non-final-state mask, SmoothL1Loss, AdamW(amsgrad=True),
# clip_grad_value_, and the soft target update over state_dict items.
import math
import random
from collections import deque, namedtuple

import torch
import torch.nn as nn
import torch.optim as optim

device = "cpu"
random.seed(0)
torch.manual_seed(0)

Transition = namedtuple("Transition", ("state", "action", "next_state", "reward"))


class ReplayMemory(object):
    def __init__(self, capacity):
        self.memory = deque([], maxlen=capacity)

    def push(self, *args):
        """Save a transition"""
        self.memory.append(Transition(*args))

    def sample(self, batch_size):
        return random.sample(self.memory, batch_size)

    def __len__(self):
        return len(self.memory)


class Corridor:
    """Positions 0..4; action 1 moves right, 0 moves left; reaching 4 pays 1 and ends."""

    n_observations = 5
    n_actions = 2

    def reset(self):
        self.pos = 0
        return self.obs()

    def obs(self):
        return [1.0 if i == self.pos else 0.0 for i in range(5)]

    def step(self, action):
        self.pos = max(0, min(4, self.pos + (1 if action == 1 else -1)))
        done = self.pos == 4
        return self.obs(), (1.0 if done else -0.05), done


class DQN(nn.Module):
    def __init__(self, n_observations, n_actions):
        super(DQN, self).__init__()
        self.layer1 = nn.Linear(n_observations, 32)
        self.layer2 = nn.Linear(32, 32)
        self.layer3 = nn.Linear(32, n_actions)

    def forward(self, x):
        x = torch.relu(self.layer1(x))
        x = torch.relu(self.layer2(x))
        return self.layer3(x)


BATCH_SIZE = 16
GAMMA = 0.9
EPS_START = 0.9
EPS_END = 0.05
EPS_DECAY = 50
TAU = 0.05
LR = 1e-3

env = Corridor()
policy_net = DQN(env.n_observations, env.n_actions).to(device)
target_net = DQN(env.n_observations, env.n_actions).to(device)
target_net.load_state_dict(policy_net.state_dict())
optimizer = optim.AdamW(policy_net.parameters(), lr=LR, amsgrad=True)
memory = ReplayMemory(200)
steps_done = 0


def select_action(state):
    global steps_done
    sample = random.random()
    eps_threshold = EPS_END + (EPS_START - EPS_END) * math.exp(-1.0 * steps_done / EPS_DECAY)
    steps_done += 1
    if sample > eps_threshold:
        with torch.no_grad():
            return policy_net(state).max(1).indices.view(1, 1)
    else:
        return torch.tensor([[random.randrange(env.n_actions)]], device=device, dtype=torch.long)


def optimize_model():
    if len(memory) < BATCH_SIZE:
        return None
    transitions = memory.sample(BATCH_SIZE)
    batch = Transition(*zip(*transitions))
    non_final_mask = torch.tensor(
        tuple(map(lambda s: s is not None, batch.next_state)), device=device, dtype=torch.bool
    )
    non_final_next_states = torch.cat([s for s in batch.next_state if s is not None])
    state_batch = torch.cat(batch.state)
    action_batch = torch.cat(batch.action)
    reward_batch = torch.cat(batch.reward)

    state_action_values = policy_net(state_batch).gather(1, action_batch)
    next_state_values = torch.zeros(BATCH_SIZE, device=device)
    with torch.no_grad():
        next_state_values[non_final_mask] = target_net(non_final_next_states).max(1).values
    expected_state_action_values = (next_state_values * GAMMA) + reward_batch

    criterion = nn.SmoothL1Loss()
    loss = criterion(state_action_values, expected_state_action_values.unsqueeze(1))
    optimizer.zero_grad()
    loss.backward()
    torch.nn.utils.clip_grad_value_(policy_net.parameters(), 100)
    optimizer.step()
    return loss.item()


for i_episode in range(12):
    state = torch.tensor(env.reset(), dtype=torch.float32, device=device).unsqueeze(0)
    losses = []
    for t in range(30):
        action = select_action(state)
        observation, reward, terminated = env.step(action.item())
        reward = torch.tensor([reward], device=device)
        if terminated:
            next_state = None
        else:
            next_state = torch.tensor(observation, dtype=torch.float32, device=device).unsqueeze(0)
        memory.push(state, action, next_state, reward)
        state = next_state
        loss = optimize_model()
        if loss is not None:
            losses.append(loss)

        # Soft update of the target network's weights: θ′ ← τ θ + (1 −τ )θ′
        target_net_state_dict = target_net.state_dict()
        policy_net_state_dict = policy_net.state_dict()
        for key in policy_net_state_dict:
            target_net_state_dict[key] = policy_net_state_dict[key] * TAU + target_net_state_dict[
                key
            ] * (1 - TAU)
        target_net.load_state_dict(target_net_state_dict)
        if terminated:
            break
    mean_loss = sum(losses) / len(losses) if losses else float("nan")
    print(f"episode {i_episode} steps {t + 1} memory {len(memory)} loss {mean_loss:.4f}")

with torch.no_grad():
    states = torch.eye(5, device=device)
    q = policy_net(states)
    print(q)
    print(q.max(1).indices.tolist(), steps_done)
print(f"{target_net.layer3.bias.sum().item():.4f}")
