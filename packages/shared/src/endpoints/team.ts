import { z } from 'zod';
import {
  approvalModeBodySchema,
  approvalModeResponseSchema,
  invitationBodySchema,
  invitationPreviewResponseSchema,
  invitationTokenSchema,
  roleBodySchema,
  switchedSessionResponseSchema,
  teamMemberResponseSchema,
  teamResponseSchema,
  workspacesResponseSchema,
} from '../schemas/team.ts';
import { endpoint } from './define.ts';
import { idParams } from './params.ts';

const tag = 'team';
const done = z.object({ success: z.literal(true), message: z.string() });

/**
 * The team (Paramètres › Gestion des accès): every member sees who is in it; admins invite, change
 * roles and remove; anyone may leave (but the last admin); a user in several workspaces switches.
 */
export const teamEndpoints = {
  team: endpoint({
    method: 'GET',
    path: '/api/team',
    access: 'authenticated',
    tag,
    summary: "The workspace's members and pending invitations, and the plan's member limit",
    response: teamResponseSchema,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/team/invitations',
    access: 'manage_members',
    tag,
    summary: 'Invite someone by e-mail with a role (a single-use link valid 7 days)',
    body: invitationBodySchema,
    response: teamMemberResponseSchema,
    status: 201,
  }),
  resendInvitation: endpoint({
    method: 'POST',
    path: '/api/team/invitations/:id/resend',
    access: 'manage_members',
    tag,
    summary: 'Send the invitation again with a new link (the old one stops working)',
    params: idParams,
    response: teamMemberResponseSchema,
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: '/api/team/invitations/:id',
    access: 'manage_members',
    tag,
    summary: 'Revoke a pending invitation',
    params: idParams,
    response: done,
  }),
  changeRole: endpoint({
    method: 'PATCH',
    path: '/api/team/members/:id',
    access: 'manage_members',
    tag,
    summary: "Change a member's role (the last admin keeps theirs)",
    params: idParams,
    body: roleBodySchema,
    response: teamMemberResponseSchema,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/team/members/:id',
    access: 'manage_members',
    tag,
    summary: 'Remove a member from the workspace (the last admin stays)',
    params: idParams,
    response: done,
  }),
  leave: endpoint({
    method: 'POST',
    path: '/api/team/leave',
    access: 'authenticated',
    tag,
    summary: "Leave the current workspace (not as its last admin); the session moves to another of the user's workspaces",
    response: switchedSessionResponseSchema,
  }),
  previewInvitation: endpoint({
    method: 'POST',
    path: '/api/invitations/preview',
    access: 'public',
    tag,
    summary: 'What an invitation link is for (workspace, role, address), before signing in',
    body: invitationTokenSchema,
    response: invitationPreviewResponseSchema,
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/invitations/accept',
    access: 'authenticated',
    tag,
    summary: "Join the invitation's workspace with the signed-in account (the invited address); the session moves to it",
    body: invitationTokenSchema,
    response: switchedSessionResponseSchema,
  }),
  workspaces: endpoint({
    method: 'GET',
    path: '/api/workspaces',
    access: 'authenticated',
    tag,
    summary: 'The workspaces the user belongs to, with their role in each',
    response: workspacesResponseSchema,
  }),
  switchWorkspace: endpoint({
    method: 'POST',
    path: '/api/workspaces/:id/switch',
    access: 'authenticated',
    tag,
    summary: "Act in another of the user's workspaces from now on (this session)",
    params: idParams,
    response: switchedSessionResponseSchema,
  }),
  approvalMode: endpoint({
    method: 'GET',
    path: '/api/workspace/approval',
    access: 'authenticated',
    tag,
    summary: "The workspace's approval rule: none, optional or required",
    response: approvalModeResponseSchema,
  }),
  saveApprovalMode: endpoint({
    method: 'PUT',
    path: '/api/workspace/approval',
    access: 'edit_settings',
    tag,
    summary: "Set the workspace's approval rule",
    body: approvalModeBodySchema,
    response: approvalModeResponseSchema,
  }),
} as const;
